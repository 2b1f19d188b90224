import { describe, expect, it } from 'vitest';
import { groupStandings, resultStandings, type StandingGame, type StandingTeam } from './standings';

const teams: StandingTeam[] = [
  { id: 't1', groupLabel: 'A', members: 'Ana, Bia' },
  { id: 't2', groupLabel: 'A', members: 'Caio, Davi' },
  { id: 't3', groupLabel: 'B', members: 'Edu, Fabi' },
  { id: 't4', groupLabel: 'B', members: 'Gabi, Hugo' },
  { id: 't5', groupLabel: null, members: 'Igor, Juli' },
];
const game = (teamAId: string, teamBId: string, scoreA: number | null, scoreB: number | null, status = 'finalizado'): StandingGame => ({ teamAId, teamBId, scoreA, scoreB, status });

describe('standings', () => {
  it('2 points per win, saldo = points for − against, scheduled games ignored', () => {
    const games = [game('t1', 't2', 21, 15), game('t3', 't4', 18, 21), game('t1', 't2', null, null, 'agendado'), game('t2', 't1', 21, 19)];
    const rows = groupStandings(teams, games);
    // Group A: both teams 1 win (2 points); t1 has saldo +4, t2 −4. Group B: t4 beat t3.
    expect(rows.map((row) => row.team_id)).toEqual(['t1', 't2', 't4', 't3']);
    expect(rows[0]).toEqual({ group_label: 'A', team_id: 't1', members: 'Ana, Bia', games: 2, wins: 1, defeats: 1, points: 2, total: 4 });
    expect(rows[1]).toMatchObject({ games: 2, wins: 1, defeats: 1, points: 2, total: -4 });
    expect(rows[2]).toMatchObject({ group_label: 'B', games: 1, wins: 1, defeats: 0, points: 2, total: 3 });
    expect(rows.find((row) => row.team_id === 't5')).toBeUndefined();
  });

  it('results sort by points, then saldo, then points for, and skip teams that never played', () => {
    const games = [game('t1', 't2', 21, 10), game('t3', 't4', 23, 21), game('t1', 't3', 19, 21), game('t4', 't2', 21, 19)];
    const rows = resultStandings(teams, games);
    expect(rows.map((row) => [row.team_id, row.games, row.wins, row.points, row.total, row.pros])).toEqual([
      ['t3', 2, 2, 4, 4, 44],
      ['t1', 2, 1, 2, 9, 40],
      ['t4', 2, 1, 2, 0, 42],
      ['t2', 2, 0, 0, -13, 29],
    ]);
  });

  it('equal points and saldo fall back to points for', () => {
    const rows = resultStandings(teams.slice(0, 4), [game('t1', 't2', 21, 19), game('t3', 't4', 23, 21)]);
    expect(rows.map((row) => row.team_id).slice(0, 2)).toEqual(['t3', 't1']);
  });
});
