import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@areia/shared/core/schemas/ranking-history';
import { chartPoints } from './ranking-chart';

const entry = (id: string, finalized: string, points: number, levelAfter: number): HistoryEntry => ({
  kind: 'championship',
  championship_id: id,
  title: id,
  occurs: finalized,
  finalized_at: finalized,
  placement: 1,
  points,
  counts: true,
  level_before: 0,
  level_after: levelAfter,
  games: [],
});

describe('chartPoints', () => {
  it('gives the level and the points after each finish of the last 12 months, oldest first', () => {
    const entries = [entry('c3', '2026-11-01T20:00:00.000Z', 300, 540), entry('c2', '2026-06-01T20:00:00.000Z', 500, 520), entry('c1', '2025-10-01T20:00:00.000Z', 800, 500)];
    expect(chartPoints(entries, new Date('2026-11-25T00:00:00.000Z'))).toEqual([
      // c1 still counts in June (within 365 days of its finish) but has left the window by November.
      { at: new Date('2026-06-01T20:00:00.000Z'), level: 520, points: 1300 },
      { at: new Date('2026-11-01T20:00:00.000Z'), level: 540, points: 800 },
    ]);
  });

  it('draws an open game\'s level move and never counts it among the results, even with points sent', () => {
    const game = { ...entry('g1', '2026-11-10T20:00:00.000Z', 999, 555), kind: 'open_game' as const };
    expect(chartPoints([game, entry('c3', '2026-11-01T20:00:00.000Z', 300, 540)], new Date('2026-11-25T00:00:00.000Z'))).toEqual([
      { at: new Date('2026-11-01T20:00:00.000Z'), level: 540, points: 300 },
      { at: new Date('2026-11-10T20:00:00.000Z'), level: 555, points: 300 },
    ]);
  });
});
