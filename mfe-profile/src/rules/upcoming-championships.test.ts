import { describe, expect, it } from 'vitest';
import { countUpcomingChampionships } from './upcoming-championships';

const now = new Date('2026-11-22T12:00:00Z');
const at = (occurs: string, date = occurs) => ({ occurs, date });

describe('countUpcomingChampionships', () => {
  it('counts only championships after now', () => {
    const list = [at('2026-11-22T12:00:01Z'), at('2026-11-22T12:00:00Z'), at('2026-10-01T00:00:00Z'), at('2027-01-10T09:00:00Z')];
    expect(countUpcomingChampionships(list, now)).toBe(2);
  });

  it('falls back to date when occurs is empty and ignores invalid dates', () => {
    expect(countUpcomingChampionships([at('', '2026-12-01T00:00:00Z'), at('nada', 'nada')], now)).toBe(1);
  });

  it('is zero for an empty list', () => {
    expect(countUpcomingChampionships([], now)).toBe(0);
  });
});
