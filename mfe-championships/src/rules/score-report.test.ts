import { describe, expect, it } from 'vitest';
import type { Game } from '@areia/shared/core/schemas/standings';
import type { Team } from '@areia/shared/core/schemas/team';
import { messages } from '../messages';
import { emptySetRows, myTeamId, parseSetRows, scoreAction } from './score-report';

const game = (patch: Partial<Game> = {}) =>
  ({ status: 'agendado', team_a_id: 'ta', team_b_id: 'tb', report: null, ...patch }) as Game;
const report = (team_id: string | null, status: 'pending' | 'disputed' = 'pending') => ({ id: 'r', team_id, reported_by: 'Ana', sets: [], status });

describe('score report on the Jogos tab', () => {
  it('lets a player of either team report, the other team confirm, the reporter wait', () => {
    expect(scoreAction(game(), 'ta')).toBe('report');
    expect(scoreAction(game(), 'tb')).toBe('report');
    expect(scoreAction(game(), 'tc')).toBeNull();
    expect(scoreAction(game(), null)).toBeNull();
    expect(scoreAction(game({ report: report('ta') }), 'tb')).toBe('confirm');
    expect(scoreAction(game({ report: report('ta') }), 'ta')).toBe('waiting');
    expect(scoreAction(game({ report: report('ta', 'disputed') }), 'tb')).toBe('disputed');
    expect(scoreAction(game({ status: 'finalizado' }), 'ta')).toBeNull();
  });

  it('a scorekeeper’s report (no team) is not mine: either team confirms it, a stranger does nothing', () => {
    expect(scoreAction(game({ report: report(null) }), 'ta')).toBe('confirm');
    expect(scoreAction(game({ report: report(null) }), 'tb')).toBe('confirm');
    expect(scoreAction(game({ report: report(null) }), 'tc')).toBeNull();
  });

  it('finds the athlete’s team among the championship teams', () => {
    const teams = [
      { id: 't1', team: 'A / B', team_members: [{ player_id: 'u1' }, { player_id: 'u2' }] },
      { id: 't2', team: 'C / D', team_members: [{ player_id: 'u3' }] },
    ] as Team[];
    expect(myTeamId(teams, 'u3')).toBe('t2');
    expect(myTeamId(teams, 'u9')).toBeNull();
    expect(myTeamId(undefined, 'u1')).toBeNull();
  });

  it('checks the typed sets with the shared rule before sending', () => {
    const rows = emptySetRows();
    rows[0] = { a: '21', b: '15' };
    rows[1] = { a: '21', b: '19' };
    expect(parseSetRows(rows)).toEqual({ ok: true, sets: [{ a: 21, b: 15 }, { a: 21, b: 19 }] });
    rows[1] = { a: '21', b: '20' };
    expect(parseSetRows(rows)).toMatchObject({ ok: false, message: expect.stringMatching(/^Set 2:/) });
    rows[1] = { a: '21', b: '' };
    expect(parseSetRows(rows)).toEqual({ ok: false, message: messages.setIncomplete(2) });
  });
});
