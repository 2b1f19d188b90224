import { describe, expect, it } from 'vitest';
import type { GroupRow, ResultRow } from '@areia/shared/schemas/standings';
import { formatSaldo, gameScores, gameWinner, groupTables, memberNames, sortResults } from './standings';

const row = (group_label: string, team_id: string, points: number, total: number, wins = points / 2): GroupRow => ({
  group_label,
  team_id,
  members: `${team_id}1, ${team_id}2`,
  games: 3,
  wins,
  defeats: 3 - wins,
  points,
  total,
});

describe('groupTables', () => {
  it('groups rows by label in label order and sorts each by points then saldo', () => {
    const tables = groupTables([row('B', 'b1', 2, 5), row('A', 'a1', 2, -3), row('A', 'a2', 4, -8), row('A', 'a3', 2, 7)]);
    expect(tables.map((table) => table.label)).toEqual(['A', 'B']);
    expect(tables[0]!.rows.map((r) => r.team_id)).toEqual(['a2', 'a3', 'a1']);
    expect(tables[1]!.rows.map((r) => r.team_id)).toEqual(['b1']);
  });
  it('gives an empty list for no rows', () => {
    expect(groupTables([])).toEqual([]);
  });
});

describe('sortResults', () => {
  const result = (team_id: string, points: number, total: number, pros: number): ResultRow => ({
    team_id,
    members: team_id,
    games: 3,
    wins: points / 2,
    points,
    total,
    pros,
  });
  it('orders by points, saldo, then points for', () => {
    const sorted = sortResults([result('x', 2, 1, 40), result('y', 4, -2, 50), result('z', 2, 1, 60), result('w', 2, 3, 10)]);
    expect(sorted.map((r) => r.team_id)).toEqual(['y', 'w', 'z', 'x']);
  });
});

describe('game rendering', () => {
  it('shows scores only for finalizado', () => {
    expect(gameScores({ status: 'finalizado', team_score: 21, opponent_team_score: 17 })).toEqual({ a: '21', b: '17' });
    expect(gameScores({ status: 'agendado', team_score: null, opponent_team_score: null })).toEqual({ a: '...', b: '...' });
  });
  it('never leaks a score of an unfinished game', () => {
    expect(gameScores({ status: 'agendado', team_score: 21, opponent_team_score: 3 })).toEqual({ a: '...', b: '...' });
  });
  it('names the winner of a finished game only', () => {
    expect(gameWinner({ status: 'finalizado', team_score: 15, opponent_team_score: 21 })).toBe('b');
    expect(gameWinner({ status: 'finalizado', team_score: 21, opponent_team_score: 15 })).toBe('a');
    expect(gameWinner({ status: 'agendado', team_score: null, opponent_team_score: null })).toBeNull();
  });
});

describe('formatting', () => {
  it('signs a positive saldo', () => {
    expect(formatSaldo(4)).toBe('+4');
    expect(formatSaldo(0)).toBe('0');
    expect(formatSaldo(-6)).toBe('-6');
  });
  it('joins comma-separated member names', () => {
    expect(memberNames('Ana, Bia ,')).toBe('Ana / Bia');
  });
});
