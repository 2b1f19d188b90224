import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import type { Arena } from '@areia/shared/schemas/arena';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/schemas/arena';
import { arenas } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { foldText } from '@areia/shared/format/format';
import { distanceKm } from '../../lib/geo';
import { HttpError, isUuid } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import type { getArenaRoute, listArenasRoute } from './arenas.routes';

type ArenaRow = typeof arenas.$inferSelect;

function toArena(c: Context, deps: AppDeps, row: ArenaRow): Arena {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    logo: absoluteUrl(c, deps, row.logoPath),
    main_image_url: absoluteUrl(c, deps, row.mainImagePath),
    phone: row.phone,
    instagram: row.instagram,
    website: row.website,
    prices: row.prices,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
  };
}

/** Distance with one decimal would lose ordering information; round to metres instead and let the screen format. */
const roundKm = (km: number) => Math.round(km * 1000) / 1000;

export function arenaHandlers(deps: AppDeps) {
  const list: RouteHandler<typeof listArenasRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    // Arenas are a small, slowly changing table: filtering in memory keeps accent folding identical on PGlite and PostgreSQL.
    const rows = await deps.db.select().from(arenas).orderBy(asc(arenas.name));
    if (query.search !== undefined) {
      const needle = foldText(query.search);
      const found = rows.filter((row) => foldText(row.name).includes(needle) || foldText(row.address).includes(needle));
      return c.json(found.map((row) => toArena(c, deps, row)), 200);
    }
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const origin = { latitude: query.latitude, longitude: query.longitude };
      const maxDistance = query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM;
      const nearby = rows
        .map((row) => ({ row, distance: distanceKm(origin, row) }))
        .filter((entry) => entry.distance <= maxDistance)
        .sort((a, b) => a.distance - b.distance)
        .map((entry) => ({ ...toArena(c, deps, entry.row), distance: roundKm(entry.distance) }));
      return c.json(nearby, 200);
    }
    return c.json(rows.map((row) => toArena(c, deps, row)), 200);
  };

  const getOne: RouteHandler<typeof getArenaRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) throw new HttpError(404, messages.arenaNotFound);
    const [row] = await deps.db.select().from(arenas).where(eq(arenas.id, id));
    if (!row) throw new HttpError(404, messages.arenaNotFound);
    return c.json([toArena(c, deps, row)], 200);
  };

  return { list, getOne };
}
