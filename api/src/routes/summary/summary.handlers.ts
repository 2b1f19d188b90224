import type { RouteHandler } from '@hono/zod-openapi';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/schemas/arena';
import { SUMMARY_COUNT_CAP, type Summary } from '@areia/shared/schemas/summary';
import { arenas, championships, ratingCounts } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { assertModality } from '../championships/championship-data';
import { withinRadius } from '../arenas/arenas.handlers';
import type { getSummaryRoute } from './summary.routes';

export function summaryHandlers(deps: AppDeps) {
  const get: RouteHandler<typeof getSummaryRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    await assertModality(deps, modalityId);
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    const [[players], [upcoming], nearby] = await Promise.all([
      // One row per rating (kept by triggers), not one per player.
      deps.db.select({ value: sql<number>`coalesce(sum(${ratingCounts.players}), 0)::int`.mapWith(Number) }).from(ratingCounts),
      // Spec §4: championships after now (championships_modality_idx range).
      deps.db
        .select({ value: count() })
        .from(championships)
        .where(and(eq(championships.modalityId, modalityId), gt(championships.occurs, nowOf(deps)))),
      origin ? countNearby(origin, query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM) : Promise.resolve(null),
    ]);
    const summary: Summary = { players: players?.value ?? 0, upcomingChampionships: upcoming?.value ?? 0, nearbyArenas: nearby };
    return c.json(summary, 200);
  };

  /** Arenas within the radius, counted up to SUMMARY_COUNT_CAP: the box index narrows, the limit bounds the rest. */
  async function countNearby(origin: { latitude: number; longitude: number }, km: number): Promise<number> {
    const radius = withinRadius(origin, km);
    const capped = deps.db.select({ id: arenas.id }).from(arenas).where(radius.where).limit(SUMMARY_COUNT_CAP).as('capped');
    const [row] = await deps.db.select({ value: count() }).from(capped);
    return row?.value ?? 0;
  }

  return { get };
}
