import { describe, expect, it } from 'vitest';
import { categoryBand, compareFit, fitReason, fitsWell, foldCity, partnerFit } from './partner-fit';

const me = { level: 500, reliability: 90, city: 'Niterói' };

describe('categoryBand', () => {
  it('spans each ranked category and has none for Master', () => {
    expect(categoryBand('Estreante')).toEqual({ min: 0, max: 199 });
    expect(categoryBand('Intermediário')).toEqual({ min: 400, max: 599 });
    expect(categoryBand('Open')).toEqual({ min: 1000, max: 1200 });
    expect(categoryBand('Master')).toBeNull();
  });
});

describe('partnerFit', () => {
  it('puts an ineligible candidate after every eligible one, however close their level', () => {
    const ineligible = partnerFit({ viewer: me, candidate: { level: 500, reliability: 100, city: 'Niterói' }, candidateEligible: false, category: 'Intermediário' });
    const far = partnerFit({ viewer: me, candidate: { level: 1200, reliability: 0, city: null }, candidateEligible: true, category: 'Intermediário' });
    expect(ineligible.penalty).toBeGreaterThan(far.penalty);
    expect(fitsWell(ineligible)).toBe(false);
  });

  it('measures the pair’s combined level against the category’s band', () => {
    const inside = partnerFit({ viewer: me, candidate: { level: 600, reliability: 80, city: null }, candidateEligible: true, category: 'Intermediário' });
    expect(inside.gap).toBe(0);
    const above = partnerFit({ viewer: me, candidate: { level: 900, reliability: 80, city: null }, candidateEligible: true, category: 'Intermediário' });
    expect(above.gap).toBe(101);
    const below = partnerFit({ viewer: { ...me, level: 300 }, candidate: { level: 300, reliability: 80, city: null }, candidateEligible: true, category: 'Intermediário' });
    expect(below.gap).toBe(100);
    expect(fitsWell(inside)).toBe(true);
    expect(fitsWell(below)).toBe(true);
    expect(fitsWell(above)).toBe(false);
    expect(partnerFit({ viewer: me, candidate: { level: 1100, reliability: 80, city: null }, candidateEligible: true, category: 'Master' }).gap).toBe(0);
  });

  it('prefers a reliable level, then the same city, at the same gap', () => {
    const sure = partnerFit({ viewer: me, candidate: { level: 520, reliability: 90, city: 'Rio' }, candidateEligible: true, category: 'Intermediário' });
    const unsure = partnerFit({ viewer: me, candidate: { level: 520, reliability: 10, city: 'Rio' }, candidateEligible: true, category: 'Intermediário' });
    const neighbour = partnerFit({ viewer: me, candidate: { level: 520, reliability: 90, city: ' niteroi ' }, candidateEligible: true, category: 'Intermediário' });
    expect(sure.penalty).toBeLessThan(unsure.penalty);
    expect(neighbour.sameCity).toBe(true);
    expect(neighbour.penalty).toBeLessThan(sure.penalty);
  });

  it('ranks any pair inside the band above a pair one category away', () => {
    const insideWorst = partnerFit({ viewer: me, candidate: { level: 450, reliability: 0, city: 'Rio' }, candidateEligible: true, category: 'Intermediário' });
    const oneAway = partnerFit({ viewer: me, candidate: { level: 1100, reliability: 100, city: 'Niterói' }, candidateEligible: true, category: 'Intermediário' });
    expect(insideWorst.penalty).toBeLessThan(oneAway.penalty);
  });

  it('says why in words', () => {
    expect(fitReason({ level: 612, reliability: 80, city: 'Niterói' })).toBe('Nível 612 · 80 % confiável · Niterói');
    expect(fitReason({ level: 0, reliability: 0, city: '  ' })).toBe('Nível 0 · 0 % confiável');
    expect(partnerFit({ viewer: me, candidate: { level: 612, reliability: 80, city: 'Niterói' }, candidateEligible: true, category: 'Intermediário' }).reason).toBe(
      'Nível 612 · 80 % confiável · Niterói',
    );
  });
});

describe('helpers', () => {
  it('folds cities and orders by penalty then id', () => {
    expect(foldCity(' São  Gonçalo ')).toBe('sao goncalo');
    expect(foldCity(null)).toBe('');
    const sorted = [
      { penalty: 10, id: 'b' },
      { penalty: 5, id: 'c' },
      { penalty: 10, id: 'a' },
    ].sort(compareFit);
    expect(sorted.map((row) => row.id)).toEqual(['c', 'a', 'b']);
  });
});
