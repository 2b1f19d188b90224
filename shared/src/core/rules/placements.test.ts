import { describe, expect, it } from 'vitest';
import { classify, type BracketGame, type PoolStanding } from './placements';

const row = (teamId: string, pool: string, position: number, pointsFor = 100, pointsAgainst = 100): PoolStanding => ({ teamId, pool, position, pointsFor, pointsAgainst });
const game = (round: number, teamAId: string, teamBId: string, winnerId: string | null): BracketGame => ({ round, teamAId, teamBId, winnerId });

describe('classify without a knockout', () => {
  it('a 3-team pool: the pool order is the classification', () => {
    const pools = [row('b', 'A', 2), row('a', 'A', 1), row('c', 'A', 3)];
    expect(classify(pools, null)).toEqual([
      { teamId: 'a', place: 1 },
      { teamId: 'b', place: 2 },
      { teamId: 'c', place: 3 },
    ]);
  });
  it('two pools: by pool position, then the point ratio', () => {
    const pools = [row('a1', 'A', 1, 120, 100), row('a2', 'A', 2, 90, 100), row('b1', 'B', 1, 130, 100), row('b2', 'B', 2, 95, 100)];
    expect(classify(pools, null)).toEqual([
      { teamId: 'b1', place: 1 },
      { teamId: 'a1', place: 2 },
      { teamId: 'b2', place: 3 },
      { teamId: 'a2', place: 4 },
    ]);
  });
  it('the same position and ratio share a place', () => {
    const pools = [row('a1', 'A', 1), row('b1', 'B', 1), row('a2', 'A', 2)];
    expect(classify(pools, null)).toEqual([
      { teamId: 'a1', place: 1 },
      { teamId: 'b1', place: 1 },
      { teamId: 'a2', place: 3 },
    ]);
  });
});

describe('classify with a knockout', () => {
  // Two pools of 4: the top 2 of each in semifinals, A1 x B2 and B1 x A2.
  const pools = [
    row('a1', 'A', 1, 130, 100),
    row('a2', 'A', 2, 110, 100),
    row('a3', 'A', 3, 95, 100),
    row('a4', 'A', 4, 80, 100),
    row('b1', 'B', 1, 120, 100),
    row('b2', 'B', 2, 105, 100),
    row('b3', 'B', 3, 99, 100),
    row('b4', 'B', 4, 70, 100),
  ];
  const bracket = ['a1', 'b2', 'b1', 'a2'];

  it('8 teams: champion, runner-up, both semifinal losers 3rd, then the pools by position and ratio', () => {
    const games = [game(1, 'a1', 'b2', 'b2'), game(1, 'b1', 'a2', 'b1'), game(2, 'b2', 'b1', 'b1')];
    expect(classify(pools, { bracket, games })).toEqual([
      { teamId: 'b1', place: 1 },
      { teamId: 'b2', place: 2 },
      { teamId: 'a1', place: 3 },
      { teamId: 'a2', place: 3 },
      { teamId: 'b3', place: 5 },
      { teamId: 'a3', place: 6 },
      { teamId: 'a4', place: 7 },
      { teamId: 'b4', place: 8 },
    ]);
  });

  it('quarterfinal losers share 5th', () => {
    const quarterBracket = ['a1', 'b4', 'b2', 'a3', 'b1', 'a4', 'a2', 'b3'];
    const games = [
      game(1, 'a1', 'b4', 'a1'),
      game(1, 'b2', 'a3', 'a3'),
      game(1, 'b1', 'a4', 'b1'),
      game(1, 'a2', 'b3', 'b3'),
      game(2, 'a1', 'a3', 'a1'),
      game(2, 'b1', 'b3', 'b1'),
      game(3, 'a1', 'b1', 'a1'),
    ];
    const placed = classify(pools, { bracket: quarterBracket, games });
    expect(placed.map((item) => item.place)).toEqual([1, 2, 3, 3, 5, 5, 5, 5]);
    expect(placed.slice(0, 2).map((item) => item.teamId)).toEqual(['a1', 'b1']);
    expect(new Set(placed.slice(4).map((item) => item.teamId))).toEqual(new Set(['b4', 'b2', 'a4', 'a2']));
  });

  it('a bye: the seed that skipped a round and lost the next shares the losers of that round', () => {
    const three = [row('x', 'A', 1), row('y', 'A', 2), row('z', 'A', 3)];
    const games = [game(1, 'y', 'z', 'z'), game(2, 'x', 'z', 'x')];
    expect(classify(three, { bracket: ['x', null, 'y', 'z'], games })).toEqual([
      { teamId: 'x', place: 1 },
      { teamId: 'z', place: 2 },
      { teamId: 'y', place: 3 },
    ]);
  });

  it('orders an unfinished knockout by how far each team has gone', () => {
    const games = [game(1, 'a1', 'b2', 'a1'), game(1, 'b1', 'a2', null)];
    const placed = classify(pools, { bracket, games });
    expect(placed[0]!.teamId).toBe('a1');
    expect(placed.find((item) => item.teamId === 'b2')!.place).toBe(2);
  });
});
