/**
 * An athlete's ranking points: the sum of their best 5 results finalized within the last 365 days.
 *
 * The window is exact, in instants: a result finalized at instant t counts from t (inclusive) until t + 365 × 24 h
 * (exclusive), the same clock time 365 days later — its anniversary, or the day before it when the year between holds
 * a 29 February. No calendar or time zone is involved, so the server, the screens and a SQL `finalized_at + interval
 * '365 days'` agree to the millisecond.
 *
 * Which results count: points desc, then the newer result (it stays in the window longer), then championship id. The
 * total only ever falls between finalizations — a result leaving the window can only be replaced by a smaller one —
 * and it changes only at an expiry, so a daily job reads the results expiring that day (`expiringFinalizedRange`),
 * and `pointsChangeBetween` tells which of their athletes really move.
 */
export const RESULT_WINDOW_DAYS = 365;
export const RESULT_WINDOW_MS = RESULT_WINDOW_DAYS * 86_400_000;
export const BEST_RESULTS_COUNTED = 5;

export type RankingResult = { championshipId: string; points: number; finalizedAt: Date };

/** The first instant at which a result no longer counts. */
export const resultExpiresAt = (finalizedAt: Date): Date => new Date(finalizedAt.getTime() + RESULT_WINDOW_MS);

export function resultInWindow(result: Pick<RankingResult, 'finalizedAt'>, now: Date): boolean {
  const time = result.finalizedAt.getTime();
  return time <= now.getTime() && now.getTime() < time + RESULT_WINDOW_MS;
}

/** Best first: more points, then the newer result, then the championship id (plain code-unit order). */
export function compareResults(a: RankingResult, b: RankingResult): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.finalizedAt.getTime() !== b.finalizedAt.getTime()) return b.finalizedAt.getTime() - a.finalizedAt.getTime();
  return a.championshipId < b.championshipId ? -1 : a.championshipId > b.championshipId ? 1 : 0;
}

/** Every result, in the order given, marked `counts` when it is among the best 5 in the window at `now`. */
export function markCountingResults<R extends RankingResult>(results: readonly R[], now: Date): (R & { counts: boolean })[] {
  const counting = new Set(
    results
      .filter((result) => resultInWindow(result, now))
      .sort(compareResults)
      .slice(0, BEST_RESULTS_COUNTED),
  );
  return results.map((result) => ({ ...result, counts: counting.has(result) }));
}

export function rankingPointsAt(results: readonly RankingResult[], now: Date): number {
  return markCountingResults(results, now).reduce((sum, result) => (result.counts ? sum + result.points : sum), 0);
}

/**
 * The first instant at or after `from` at which the total differs from the instant before it, or null when it never
 * changes again with these results. Entries (a result finalized later than `from`) count as changes too.
 */
export function nextPointsChange(results: readonly RankingResult[], from: Date): Date | null {
  const instants = [...new Set(results.flatMap((result) => [result.finalizedAt.getTime(), resultExpiresAt(result.finalizedAt).getTime()]))]
    .filter((time) => time >= from.getTime())
    .sort((a, b) => a - b);
  for (const time of instants) {
    if (rankingPointsAt(results, new Date(time)) !== rankingPointsAt(results, new Date(time - 1))) return new Date(time);
  }
  return null;
}

/** Whether the total changes at some instant in [from, to): the daily job's question for one athlete. */
export function pointsChangeBetween(results: readonly RankingResult[], from: Date, to: Date): boolean {
  const next = nextPointsChange(results, from);
  return next !== null && next.getTime() < to.getTime();
}

/** The finalization instants [from, to) whose results expire in [start, end): what a daily job selects on. */
export function expiringFinalizedRange(start: Date, end: Date): { from: Date; to: Date } {
  return { from: new Date(start.getTime() - RESULT_WINDOW_MS), to: new Date(end.getTime() - RESULT_WINDOW_MS) };
}
