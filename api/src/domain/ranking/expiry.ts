import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import { expiringFinalizedRange, rankingPointsAt, RESULT_WINDOW_MS } from '@areia/shared/core/rules/ranking/points-window';
import type { Db } from '../../platform/db/client';
import { rankingResults, users } from '../../platform/db/schema';
import { lockUsers } from '../../platform/db/locks';

/** One day of the daily job: results whose 365 days end in [start, end). */
export type ExpiryDay = { start: Date; end: Date };

/** The day the job run at `now` closes: the 24 hours up to `now`, so a run a day late still covers its day. */
export const expiryDayBefore = (now: Date, days = 1): ExpiryDay => ({ start: new Date(now.getTime() - days * 86_400_000), end: now });

/**
 * The daily job of the 365-day window: a result stops counting on its anniversary, so only the athletes with a result
 * whose window ends within `day` can see their points fall. Their rows are recomputed at `day.end` from their results
 * still in the window; nobody else is read. The athletes come from ranking_results_finalized_idx (a range of
 * finalized_at 365 days back), their results from ranking_results_athlete_idx. Written only where the total moved, in
 * one transaction; running it twice changes nothing the second time. Returns the athletes whose points changed.
 */
export async function expireRankingPoints(db: Db, day: ExpiryDay): Promise<string[]> {
  const { from, to } = expiringFinalizedRange(day.start, day.end);
  return db.transaction(async (tx) => {
    const crossing = await tx
      .selectDistinct({ athleteId: rankingResults.athleteId })
      .from(rankingResults)
      .where(and(gte(rankingResults.finalizedAt, from), lt(rankingResults.finalizedAt, to)));
    const ids = crossing.map((row) => row.athleteId);
    if (ids.length === 0) return [];
    // Locked by id before their results are read, as a finish or a reopen does (platform/db/locks.ts): a total
    // computed here never misses a result committed meanwhile.
    await lockUsers(tx, ids);
    const athletes = await tx.select({ id: users.id, points: users.rankingPoints }).from(users).where(inArray(users.id, ids));
    const results = await tx
      .select({ athleteId: rankingResults.athleteId, championshipId: rankingResults.championshipId, points: rankingResults.points, finalizedAt: rankingResults.finalizedAt })
      .from(rankingResults)
      .where(and(inArray(rankingResults.athleteId, ids), gte(rankingResults.finalizedAt, new Date(day.end.getTime() - RESULT_WINDOW_MS))));
    const changed = athletes.flatMap((athlete) => {
      const points = rankingPointsAt(
        results.filter((result) => result.athleteId === athlete.id),
        day.end,
      );
      return points === athlete.points ? [] : [{ id: athlete.id, points }];
    });
    if (changed.length > 0) {
      await tx.execute(sql`UPDATE ${users} SET ranking_points = data.points
        FROM jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) AS data(id uuid, points int) WHERE ${users.id} = data.id`);
    }
    return changed.map((row) => row.id);
  });
}
