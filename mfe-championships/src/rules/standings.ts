import type { Game, GroupRow, ResultRow } from '@areia/shared/schemas/standings';

export interface GroupTable {
  label: string;
  rows: GroupRow[];
}

/** Points first, then saldo, then points... the table order an athlete expects. */
function byStanding(a: { points: number; total: number; wins: number }, b: { points: number; total: number; wins: number }) {
  return b.points - a.points || b.total - a.total || b.wins - a.wins;
}

/** Rows grouped by group_label, groups in label order, each table sorted by standing. */
export function groupTables(rows: GroupRow[]): GroupTable[] {
  const byLabel = new Map<string, GroupRow[]>();
  for (const row of rows) {
    const label = row.group_label || '-';
    byLabel.set(label, [...(byLabel.get(label) ?? []), row]);
  }
  return [...byLabel.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR', { numeric: true }))
    .map(([label, groupRows]) => ({ label, rows: [...groupRows].sort(byStanding) }));
}

/** General standings: points, saldo, points for. */
export function sortResults(rows: ResultRow[]): ResultRow[] {
  return [...rows].sort((a, b) => byStanding(a, b) || b.pros - a.pros);
}

/** 'members' comes comma-separated; shown one name after another with a slash, like team names. */
export function memberNames(members: string): string {
  return members
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .join(' / ');
}

/** Saldo with its sign, so +4 and -4 read apart at a glance. */
export function formatSaldo(total: number): string {
  return total > 0 ? `+${total}` : String(total);
}

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
