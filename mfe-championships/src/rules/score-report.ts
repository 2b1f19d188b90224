import { validateMatch, type SetPoints } from '@areia/shared/core/rules/score';
import type { Game } from '@areia/shared/core/schemas/standings';
import type { Team } from '@areia/shared/core/schemas/team';
import { messages } from '../messages';

export interface SetRow {
  a: string;
  b: string;
}

export const emptySetRows = (): SetRow[] => [
  { a: '', b: '' },
  { a: '', b: '' },
  { a: '', b: '' },
];

/** Typed rows → sets, checked by the shared rule (the message names the set, as the API's would). */
export function parseSetRows(rows: readonly SetRow[]): { ok: true; sets: SetPoints[] } | { ok: false; message: string } {
  const sets: SetPoints[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const a = rows[index]!.a.trim();
    const b = rows[index]!.b.trim();
    if (a === '' && b === '') {
      if (rows.slice(index + 1).some((row) => row.a.trim() !== '' || row.b.trim() !== '')) {
        return { ok: false, message: messages.setIncomplete(index + 1) };
      }
      break;
    }
    if (!/^\d{1,2}$/.test(a) || !/^\d{1,2}$/.test(b)) return { ok: false, message: messages.setIncomplete(index + 1) };
    sets.push({ a: Number(a), b: Number(b) });
  }
  const result = validateMatch(sets);
  return result.ok ? { ok: true, sets } : { ok: false, message: result.message };
}

/** The team of this championship the signed-in athlete plays in, if any. */
export function myTeamId(teams: readonly Team[] | undefined, userId: string | undefined): string | null {
  if (!teams || !userId) return null;
  return teams.find((team) => team.team_members.some((member) => member.player_id === userId))?.id ?? null;
}

export type ScoreAction =
  /** A player of either team, nothing reported yet. */
  | 'report'
  /** A player of the other team than the reporter's: confirm or dispute. */
  | 'confirm'
  /** The reporter's team waits for the other team. */
  | 'waiting'
  /** Disputed: the organizer decides. */
  | 'disputed'
  | null;

/** What the athlete may do with a game's score on the Jogos tab. */
export function scoreAction(game: Pick<Game, 'status' | 'team_a_id' | 'team_b_id' | 'report'>, teamId: string | null): ScoreAction {
  if (game.status === 'finalizado') return null;
  if (game.report?.status === 'disputed') return 'disputed';
  const plays = teamId !== null && (teamId === game.team_a_id || teamId === game.team_b_id);
  if (!plays) return null;
  if (!game.report) return 'report';
  return game.report.team_id === teamId ? 'waiting' : 'confirm';
}
