import { describe, expect, it } from 'vitest';
import { compareRankingGeral, type RankedAthlete } from './ranking-order';

const athlete = (id: string, rankingPoints: number, level: number, created: string): RankedAthlete => ({ id, rankingPoints, level, createdAt: new Date(created) });

describe('compareRankingGeral: points desc, then level desc, then the older account, then id', () => {
  it('orders by each key in turn', () => {
    const athletes = [
      athlete('f', 900, 500, '2025-01-01T00:00:00Z'),
      athlete('e', 1200, 400, '2025-01-01T00:00:00Z'),
      athlete('d', 900, 700, '2025-01-01T00:00:00Z'),
      athlete('c', 900, 500, '2024-06-01T00:00:00Z'),
      athlete('b', 900, 500, '2025-01-01T00:00:00Z'),
      athlete('a', 0, 1200, '2020-01-01T00:00:00Z'),
    ];
    expect([...athletes].sort(compareRankingGeral).map((row) => row.id)).toEqual(['e', 'd', 'c', 'b', 'f', 'a']);
  });

  it('is a total order: only the same athlete compares equal', () => {
    const one = athlete('0f1c', 10, 10, '2025-01-01T00:00:00Z');
    expect(compareRankingGeral(one, { ...one })).toBe(0);
    expect(Math.sign(compareRankingGeral(one, { ...one, id: '0f1d' }))).toBe(-1);
  });
});
