import type { RouteHandler } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/schemas/arena';
import { SUMMARY_COUNT_CAP, type Summary } from '@areia/shared/core/schemas/summary';
import { arenas, championships, modalities, ratingCounts } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveSql, sessionParams } from '../../platform/auth/auth';
import { preparedOnce } from '../../platform/db/prepared';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { placeholders, withinRadius } from '../../domain/arenas/nearby';
import { currentChampionshipSql } from '../../domain/championship/lifecycle';
import type { getSummaryRoute } from './summary.routes';

/** The radius shape of a summary: none (no origin), a box bounded in longitude, or an open one (poles, ±180°). */
type Nearby = 'none' | 'bounded' | 'open';

export function summaryHandlers(deps: AppDeps) {
  const summaryName = (nearby: Nearby) => `areia_summary${nearby === 'none' ? '' : `_${nearby}`}`;

  /**
   * One named prepared statement per radius shape (every value a placeholder): the session test (platform/auth/auth.ts), the
   * modality and the three totals.
   */
  function prepareSummary(nearby: Nearby, radius: ReturnType<typeof withinRadius> | null) {
    return deps.db
      .select({
        sessionLive: sessionLiveSql.mapWith(Boolean),
        // One row per rating (kept by triggers), not one per player.
        players: sql<number>`(SELECT coalesce(sum(${ratingCounts.players}), 0) FROM ${ratingCounts})::int`.mapWith(Number),
        // Spec §4: the championships still to come, exactly the cards of the list's "Todos", which the tile opens
        // (filter=current, championships.handlers.ts): neither finished nor cancelled, one that started included
        // (championships_current_idx).
        upcoming: sql<number>`(SELECT count(*) FROM ${championships} WHERE ${championships.modalityId} = ${sql.placeholder('modalityId')}::uuid
          AND ${currentChampionshipSql})::int`.mapWith(Number),
        nearby: radius ? countNearby(radius) : sql<number | null>`NULL::int`,
      })
      .from(modalities)
      .where(eq(modalities.id, sql.placeholder('modalityId')))
      .prepare(summaryName(nearby));
  }

  const get: RouteHandler<typeof getSummaryRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const radius = origin ? withinRadius(origin, query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM, placeholders) : null;
    const nearby: Nearby = radius ? (radius.bounded ? 'bounded' : 'open') : 'none';
    const statement = preparedOnce(deps.db, summaryName(nearby), () => prepareSummary(nearby, radius));
    const [row] = await statement.execute({ ...sessionParams(c, nowOf(deps)), modalityId, ...radius?.values });
    // No row: unknown modality (requireAuth tests the session first, then this 404 stands).
    if (!row) throw new HttpError(404, messages.modalityNotFound);
    confirmSession(c, row.sessionLive);
    const summary: Summary = { players: row.players, upcomingChampionships: row.upcoming, nearbyArenas: row.nearby === null ? null : Number(row.nearby) };
    return c.json(summary, 200);
  };

  /** Arenas within the radius, counted up to SUMMARY_COUNT_CAP: the box index narrows, the limit bounds the rest. */
  function countNearby(radius: ReturnType<typeof withinRadius>) {
    const capped = deps.db.select({ id: arenas.id }).from(arenas).where(radius.where).limit(SUMMARY_COUNT_CAP);
    return sql<number | null>`(SELECT count(*) FROM (${capped}) capped)::int`;
  }

  return { get };
}
