import { describe, expect, it } from 'vitest';
import type { GroupRow } from '@areia/shared/core/schemas/standings';
import { gameScores, gameWinner, groupTables } from './standings';

const row = (group_label: string, team_id: string, points: number, total: number, wins = points / 2): GroupRow => ({
  group_label,
  team_id,
  members: `${team_id}1, ${team_id}2`,
  games: 3,
  wins,
  defeats: 3 - wins,
  points,
  total,
  position: 0,
  explanation: '',
});

describe('groupTables', () => {
  it('splits rows by group and keeps the order the API ranked them in', () => {
    // Deliberately not points order: the server's ranking (with its tie-breakers) is the one shown.
    const tables = groupTables([row('A', 'a1', 2, -3), row('A', 'a2', 4, -8), row('B', 'b1', 2, 5), row('A', 'a3', 2, 7)]);
    expect(tables.map((table) => table.label)).toEqual(['A', 'B']);
    expect(tables[0]!.rows.map((r) => r.team_id)).toEqual(['a1', 'a2', 'a3']);
    expect(tables[1]!.rows.map((r) => r.team_id)).toEqual(['b1']);
  });
  it('keeps the members text as the API sends it', () => {
    expect(groupTables([row('A', 'a1', 2, 1)])[0]!.rows[0]!.members).toBe('a11, a12');
  });
  it('gives an empty list for no rows', () => {
    expect(groupTables([])).toEqual([]);
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
