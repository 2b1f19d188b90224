import type { Game, GroupRow } from '@areia/shared/core/schemas/standings';

export interface GroupTable {
  label: string;
  rows: GroupRow[];
}

/**
 * Rows split into one table per group_label, keeping the API's order: the server ranks the standings (points,
 * saldo, points for, name) and a second ranking here could only disagree with it.
 */
export function groupTables(rows: GroupRow[]): GroupTable[] {
  const byLabel = new Map<string, GroupRow[]>();
  for (const row of rows) {
    const label = row.group_label || '-';
    byLabel.set(label, [...(byLabel.get(label) ?? []), row]);
  }
  return [...byLabel.entries()].map(([label, groupRows]) => ({ label, rows: groupRows }));
}

/** Saldo with its sign, so +4 and -4 read apart at a glance. */

export const PENDING_SCORE = '...';

/** Spec §4: scores only for a finished game ('finalizado'); any other status shows placeholders. */
export function gameScores(game: Pick<Game, 'status' | 'team_score' | 'opponent_team_score'>): { a: string; b: string } {
  if (game.status !== 'finalizado') return { a: PENDING_SCORE, b: PENDING_SCORE };
  return { a: String(game.team_score ?? 0), b: String(game.opponent_team_score ?? 0) };
}

/** Which side won a finished game, for emphasis; null while it is not finished or tied. */
export function gameWinner(game: Pick<Game, 'status' | 'team_score' | 'opponent_team_score'>): 'a' | 'b' | null {
  if (game.status !== 'finalizado') return null;
  const a = game.team_score ?? 0;
  const b = game.opponent_team_score ?? 0;
  if (a === b) return null;
  return a > b ? 'a' : 'b';
}
