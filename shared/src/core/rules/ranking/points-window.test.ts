import { describe, expect, it } from 'vitest';
import {
  expiringFinalizedRange,
  markCountingResults,
  nextPointsChange,
  pointsChangeBetween,
  rankingPointsAt,
  resultExpiresAt,
  resultInWindow,
  type RankingResult,
} from './points-window';

const at = (iso: string) => new Date(iso);
const result = (championshipId: string, points: number, finalizedAt: string): RankingResult => ({ championshipId, points, finalizedAt: at(finalizedAt) });

describe('the 365-day window', () => {
  const finalized = result('c1', 500, '2026-03-10T14:30:00.000Z');

  it('counts a result from the instant it is finalized until the same clock time 365 days later, exclusive', () => {
    expect(resultInWindow(finalized, at('2026-03-10T14:29:59.999Z'))).toBe(false);
    expect(resultInWindow(finalized, at('2026-03-10T14:30:00.000Z'))).toBe(true);
    expect(resultInWindow(finalized, at('2027-03-10T14:29:59.999Z'))).toBe(true);
    expect(resultInWindow(finalized, at('2027-03-10T14:30:00.000Z'))).toBe(false);
    expect(resultExpiresAt(finalized.finalizedAt)).toEqual(at('2027-03-10T14:30:00.000Z'));
  });

  it('drops the day before the calendar anniversary when a 29 February lies between', () => {
    expect(resultExpiresAt(at('2027-06-01T12:00:00.000Z'))).toEqual(at('2028-05-31T12:00:00.000Z'));
  });

  it('the points fall at that very instant', () => {
    expect(rankingPointsAt([finalized], at('2027-03-10T14:29:59.999Z'))).toBe(500);
    expect(rankingPointsAt([finalized], at('2027-03-10T14:30:00.000Z'))).toBe(0);
  });
});

describe('best 5 results', () => {
  const now = at('2026-12-01T00:00:00.000Z');
  const results = [
    result('a', 100, '2026-01-01T00:00:00.000Z'),
    result('b', 800, '2026-02-01T00:00:00.000Z'),
    result('c', 300, '2026-03-01T00:00:00.000Z'),
    result('d', 300, '2026-04-01T00:00:00.000Z'),
    result('e', 650, '2026-05-01T00:00:00.000Z'),
    result('f', 45, '2026-06-01T00:00:00.000Z'),
    result('g', 1000, '2025-11-30T23:59:59.999Z'),
    result('h', 300, '2026-04-01T00:00:00.000Z'),
    result('i', 2000, '2026-12-01T00:00:00.001Z'),
    result('k', 300, '2026-04-01T00:00:00.000Z'),
    result('l', 700, '2026-07-01T00:00:00.000Z'),
  ];

  it('sums the best five in the window; expired and not yet finalized results do not count', () => {
    expect(rankingPointsAt(results, now)).toBe(800 + 700 + 650 + 300 + 300);
  });

  it('marks which count, in the order given; a tie goes to the newer result, then to the championship id', () => {
    const counted = markCountingResults(results, now).map((row) => `${row.championshipId}${row.counts ? '+' : '-'}`);
    expect(counted).toEqual(['a-', 'b+', 'c-', 'd+', 'e+', 'f-', 'g-', 'h+', 'i-', 'k-', 'l+']);
  });

  it('does not depend on the order the results come in', () => {
    const reversed = [...results].reverse();
    expect(rankingPointsAt(reversed, now)).toBe(rankingPointsAt(results, now));
    expect(markCountingResults(reversed, now).filter((row) => row.counts).map((row) => row.championshipId).sort()).toEqual(['b', 'd', 'e', 'h', 'l']);
  });

  it('counts everything when there are five or fewer', () => {
    expect(rankingPointsAt(results.slice(0, 3), now)).toBe(1200);
    expect(markCountingResults([], now)).toEqual([]);
  });
});

describe('nextPointsChange and the daily job', () => {
  const results = [
    result('old', 300, '2026-01-10T10:00:00.000Z'),
    result('mid', 500, '2026-02-10T10:00:00.000Z'),
    ...['x1', 'x2', 'x3', 'x4'].map((id, index) => result(id, 600, `2026-0${index + 3}-10T10:00:00.000Z`)),
  ];
  const december = at('2026-12-01T00:00:00.000Z');

  it('is the expiry of a counted result; the expiry of one outside the best five changes nothing', () => {
    expect(rankingPointsAt(results, december)).toBe(2900);
    expect(nextPointsChange(results, december)).toEqual(at('2027-02-10T10:00:00.000Z'));
  });

  it('skips an expiry after which an equal result takes the place', () => {
    const tied = [result('t1', 600, '2026-01-10T10:00:00.000Z'), ...results.slice(1), result('t2', 600, '2026-02-20T10:00:00.000Z')];
    expect(markCountingResults(tied, december).filter((row) => row.counts).map((row) => row.championshipId).sort()).toEqual(['t2', 'x1', 'x2', 'x3', 'x4']);
    expect(nextPointsChange(tied, december)).toEqual(at('2027-02-20T10:00:00.000Z'));
  });

  it('is null when nothing is left to expire; a finalization after `from` is a change too', () => {
    expect(nextPointsChange(results, at('2028-01-01T00:00:00.000Z'))).toBeNull();
    expect(nextPointsChange([], december)).toBeNull();
    expect(nextPointsChange(results, at('2026-01-01T00:00:00.000Z'))).toEqual(at('2026-01-10T10:00:00.000Z'));
  });

  it('answers for a day [from, to): a change at its first instant is in it, one at its end is not', () => {
    expect(pointsChangeBetween(results, at('2027-02-10T10:00:00.000Z'), at('2027-02-11T10:00:00.000Z'))).toBe(true);
    expect(pointsChangeBetween(results, at('2027-02-09T10:00:00.000Z'), at('2027-02-10T10:00:00.000Z'))).toBe(false);
    expect(pointsChangeBetween(results, at('2027-01-10T00:00:00.000Z'), at('2027-01-11T00:00:00.000Z'))).toBe(false);
  });

  it('selects the finalizations that expire during a day', () => {
    expect(expiringFinalizedRange(at('2027-01-10T03:00:00.000Z'), at('2027-01-11T03:00:00.000Z'))).toEqual({
      from: at('2026-01-10T03:00:00.000Z'),
      to: at('2026-01-11T03:00:00.000Z'),
    });
  });
});
