import { describe, expect, it } from 'vitest';
import { groupStandings, resultStandings, type StandingGame, type StandingTeam } from './standings';

const teams: StandingTeam[] = [
  { id: 't1', groupLabel: 'A', members: 'Ana / Bia', rating: 900 },
  { id: 't2', groupLabel: 'A', members: 'Caio / Davi', rating: 800 },
  { id: 't3', groupLabel: 'B', members: 'Edu / Fabi', rating: 700 },
  { id: 't4', groupLabel: 'B', members: 'Gabi / Hugo', rating: 600 },
  { id: 't5', groupLabel: null, members: 'Igor / Juli', rating: 500 },
];
/** A finished game from its sets (team A's side first); score = sets won. */
const game = (teamAId: string, teamBId: string, sets: [number, number][], phase = 1): StandingGame => {
  const setsA = sets.filter(([a, b]) => a > b).length;
  return { teamAId, teamBId, scoreA: setsA, scoreB: sets.length - setsA, sets: sets.map(([a, b]) => ({ a, b })), status: 'finalizado', phase };
};
const scheduled = (teamAId: string, teamBId: string): StandingGame => ({ teamAId, teamBId, scoreA: null, scoreB: null, sets: null, status: 'agendado', phase: 1 });

describe('standings (scores are sets won; S and F from the rally points of the sets)', () => {
  it('group tables: FIVB match points (win 2, loss 1), saldo of rally points, FIVB position and explanation; knockout games left out', () => {
    const games = [
      game('t1', 't2', [[21, 15], [21, 15]]),
      game('t3', 't4', [[18, 21], [21, 19], [13, 15]]),
      scheduled('t1', 't2'),
      game('t2', 't1', [[21, 19], [21, 19]]),
      // A knockout game between t1 and t2 must not count in group A.
      game('t1', 't2', [[21, 5], [21, 5]], 2),
    ];
    const rows = groupStandings(teams, games);
    // Group A: one win each (2 match points + 1 each) → tied; their two matches split, so the head-to-head is a draw…
    // rankPool takes the first match found (t1 beat t2): t1 first.
    expect(rows.map((row) => row.team_id)).toEqual(['t1', 't2', 't4', 't3']);
    expect(rows[0]).toMatchObject({ group_label: 'A', team_id: 't1', members: 'Ana / Bia', games: 2, wins: 1, defeats: 1, points: 3, total: 8, position: 1 });
    expect(rows[2]).toMatchObject({ group_label: 'B', team_id: 't4', games: 1, wins: 1, defeats: 0, points: 2, total: 55 - 52, position: 1 });
    expect(rows[2]!.explanation).toBe('2 pontos (1 vitória, 0 derrotas)');
    expect(rows[3]).toMatchObject({ team_id: 't3', position: 2, total: -3, points: 1 });
    expect(rows[3]!.explanation.startsWith('1 ponto (0 vitórias, 1 derrota)')).toBe(true);
    expect(rows.find((row) => row.team_id === 't5')).toBeUndefined();
  });

  it('results list every team given, zeros for one that never played, in the classification order (pool position, then ratio)', () => {
    const games = [
      game('t1', 't2', [[21, 10], [21, 10]]),
      game('t3', 't4', [[23, 21], [21, 17]]),
      game('t1', 't3', [[19, 21], [21, 19], [13, 15]]),
      game('t4', 't2', [[21, 19], [21, 19]]),
    ];
    const rows = resultStandings(teams, games, null);
    expect(rows.map((row) => [row.team_id, row.games, row.wins, row.points, row.total, row.pros, row.placement])).toEqual([
      ['t1', 2, 1, 3, 20, 42 + 53, null],
      ['t3', 2, 2, 4, 8, 44 + 55, null],
      ['t4', 2, 1, 3, -2, 38 + 42, null],
      ['t2', 2, 0, 2, -26, 20 + 38, null],
      ['t5', 0, 0, 0, 0, 0, null],
    ]);
  });

  it('results carry the stored placement and put the knockout first', () => {
    const placed = teams.map((team, index) => ({ ...team, placement: index < 4 ? [3, 1, 3, 2][index]! : null }));
    const games = [
      game('t1', 't2', [[21, 10], [21, 10]]),
      game('t3', 't4', [[21, 10], [21, 10]]),
      game('t1', 't4', [[15, 21], [15, 21]], 2),
      game('t3', 't2', [[21, 15], [15, 21], [10, 15]], 2),
      game('t4', 't2', [[15, 21], [15, 21]], 3),
    ];
    const rows = resultStandings(placed, games, ['t1', 't4', 't3', 't2']);
    expect(rows.map((row) => [row.team_id, row.placement])).toEqual([
      ['t2', 1],
      ['t4', 2],
      ['t1', 3],
      ['t3', 3],
      ['t5', null],
    ]);
  });
});
