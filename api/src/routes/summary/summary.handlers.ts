import type { RouteHandler } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/schemas/arena';
import { SUMMARY_COUNT_CAP, type Summary } from '@areia/shared/core/schemas/summary';
import { arenas, championships, modalities, ratingCounts } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { confirmSession, sessionLiveOf } from '../../lib/auth';
import { HttpError, isUuid } from '../../lib/http-error';
import { messages } from '../../lib/messages';
import { withinRadius } from '../arenas/arenas.handlers';
import type { getSummaryRoute } from './summary.routes';

export function summaryHandlers(deps: AppDeps) {
  const get: RouteHandler<typeof getSummaryRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    if (!isUuid(modalityId)) throw new HttpError(404, messages.modalityNotFound);
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const now = nowOf(deps);
    // One statement: the session test (lib/auth.ts), the modality and the three totals.
    const [row] = await deps.db
      .select({
        sessionLive: sessionLiveOf(c.var.auth, now).mapWith(Boolean),
        // One row per rating (kept by triggers), not one per player.
        players: sql<number>`(SELECT coalesce(sum(${ratingCounts.players}), 0) FROM ${ratingCounts})::int`.mapWith(Number),
        // Spec §4: championships after now (championships_modality_idx range).
        upcoming: sql<number>`(SELECT count(*) FROM ${championships} WHERE ${championships.modalityId} = ${modalityId}::uuid
          AND ${championships.occurs} > ${now.toISOString()}::timestamptz)::int`.mapWith(Number),
        nearby: origin ? countNearby(origin, query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM) : sql<number | null>`NULL::int`,
      })
      .from(modalities)
      .where(eq(modalities.id, modalityId));
    // No row: unknown modality (requireAuth tests the session first, then this 404 stands).
    if (!row) throw new HttpError(404, messages.modalityNotFound);
    confirmSession(c, row.sessionLive);
    const summary: Summary = { players: row.players, upcomingChampionships: row.upcoming, nearbyArenas: row.nearby === null ? null : Number(row.nearby) };
    return c.json(summary, 200);
  };

  /** Arenas within the radius, counted up to SUMMARY_COUNT_CAP: the box index narrows, the limit bounds the rest. */
  function countNearby(origin: { latitude: number; longitude: number }, km: number) {
    const radius = withinRadius(origin, km);
    const capped = deps.db.select({ id: arenas.id }).from(arenas).where(radius.where).limit(SUMMARY_COUNT_CAP);
    return sql<number | null>`(SELECT count(*) FROM (${capped}) capped)::int`;
  }

  return { get };
}
