import { rankingPointsAt, type RankingResult } from '@areia/shared/core/rules/ranking/points-window';
import type { HistoryEntry } from '@areia/shared/core/schemas/ranking-history';

export type ChartPoint = { at: Date; level: number; points: number };

const YEAR_MS = 365 * 86_400_000;

/**
 * The level and the ranking points right after each finish of the last 12 months, oldest first, from the history's
 * loaded entries: the points as the shared rule adds them up at that instant (best 5 of the 365 days before it).
 */
export function chartPoints(entries: readonly HistoryEntry[], now: Date): ChartPoint[] {
  // Open games earn no points: only championships are results.
  const results: RankingResult[] = entries
    .filter((entry) => entry.kind === 'championship')
    .map((entry) => ({ championshipId: entry.championship_id, points: entry.points, finalizedAt: new Date(entry.finalized_at) }));
  return [...entries]
    .sort((a, b) => a.finalized_at.localeCompare(b.finalized_at))
    .filter((entry) => now.getTime() - new Date(entry.finalized_at).getTime() < YEAR_MS)
    .map((entry) => {
      const at = new Date(entry.finalized_at);
      return { at, level: entry.level_after, points: rankingPointsAt(results, at) };
    });
}
