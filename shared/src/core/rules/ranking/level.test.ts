import { describe, expect, it } from 'vitest';
import { categoryForRating } from '../category';
import {
  conservativeLevel,
  INITIAL_SIGMA,
  levelOf,
  levelReliability,
  newAccountRating,
  ratingFromStaticRating,
  reliabilityAt,
  sigmaAfterAway,
} from './level';

const day = 86_400_000;
const t0 = new Date('2026-01-01T12:00:00.000Z');
const later = (days: number) => new Date(t0.getTime() + days * day);

describe('level and reliability', () => {
  it('the level is μ on the 0–1200 scale, rounded and clamped', () => {
    expect([levelOf(-30), levelOf(0), levelOf(599.5), levelOf(812.49), levelOf(1200), levelOf(1500)]).toEqual([0, 0, 600, 812, 1200, 1200]);
  });

  it('the conservative level is μ − 2σ, mapped the same way', () => {
    expect(conservativeLevel({ mu: 700, sigma: 60 })).toBe(580);
    expect(conservativeLevel({ mu: 100, sigma: 400 })).toBe(0);
  });

  it('reliability is 100 × (1 − σ/σ₀): 0 for a new account, higher as σ shrinks', () => {
    expect(levelReliability(INITIAL_SIGMA)).toBe(0);
    expect(levelReliability(200)).toBe(50);
    expect(levelReliability(60)).toBe(85);
    expect(levelReliability(0)).toBe(100);
  });
});

describe('starting points', () => {
  it('a new account starts as Estreante with no reliability', () => {
    const start = newAccountRating();
    expect(categoryForRating(levelOf(start.mu)).category).toBe('Estreante');
    expect(levelReliability(start.sigma)).toBe(0);
  });

  it('a static rating keeps its category, and its conservative level is never more than 100 below the band', () => {
    for (let rating = 0; rating <= 1300; rating += 1) {
      const start = ratingFromStaticRating(rating);
      const band = categoryForRating(rating);
      expect(categoryForRating(levelOf(start.mu)).category).toBe(band.category);
      expect(conservativeLevel(start)).toBeGreaterThanOrEqual(band.minScore - 100);
    }
    expect(levelReliability(ratingFromStaticRating(520).sigma)).toBe(88);
  });
});

describe('time away', () => {
  it('σ grows with the days since the last game: √(σ² + σ₀² × days / (8 × 365))', () => {
    expect(sigmaAfterAway(60, t0, t0)).toBe(60);
    expect(sigmaAfterAway(60, t0, later(365))).toBeCloseTo(Math.sqrt(3600 + 160_000 / 8), 9);
    const grown = [0, 1, 30, 90, 365, 730].map((days) => sigmaAfterAway(60, t0, later(days)));
    for (let index = 1; index < grown.length; index += 1) expect(grown[index]!).toBeGreaterThan(grown[index - 1]!);
  });

  it('is capped at the initial σ', () => {
    expect(sigmaAfterAway(60, t0, later(8 * 365))).toBe(INITIAL_SIGMA);
    expect(sigmaAfterAway(60, t0, later(50 * 365))).toBe(INITIAL_SIGMA);
  });

  it('never lowers σ: no time, a game out of order, or an athlete who never played', () => {
    expect(sigmaAfterAway(60, later(10), t0)).toBe(60);
    expect(sigmaAfterAway(250, null, later(1000))).toBe(250);
  });

  it('reliability shows σ grown to now', () => {
    expect(reliabilityAt({ mu: 700, sigma: 60 }, t0, t0)).toBe(85);
    expect(reliabilityAt({ mu: 700, sigma: 60 }, t0, later(365))).toBe(levelReliability(Math.sqrt(3600 + 20_000)));
    expect(reliabilityAt({ mu: 700, sigma: 60 }, t0, later(365))).toBe(62);
  });

  it('reliability is 0 for an athlete who never played a rated game, even from a static rating', () => {
    expect(reliabilityAt(ratingFromStaticRating(300), null, t0)).toBe(0);
    expect(reliabilityAt(newAccountRating(), null, t0)).toBe(0);
    expect(reliabilityAt(ratingFromStaticRating(300), t0, t0)).toBe(88);
  });
});
