import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/schemas/arena';
import { arenas } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { boundingBox, distanceSql, type Point } from '../../lib/geo';
import { HttpError, isUuid } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { cursorUuid, decodeCursor, foldedContainsAny, pageLimit, takePage } from '../../lib/paging';
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

/** Arenas within `km` of `origin`: the box on arenas_location_idx first, then the exact great-circle distance. */
export function withinRadius(origin: Point, km: number) {
  const box = boundingBox(origin, km);
  const distance = distanceSql(origin, arenas.latitude, arenas.longitude);
  return {
    distance,
    where: and(
      gte(arenas.latitude, box.minLatitude),
      lte(arenas.latitude, box.maxLatitude),
      box.minLongitude === null ? undefined : gte(arenas.longitude, box.minLongitude),
      box.maxLongitude === null ? undefined : lte(arenas.longitude, box.maxLongitude),
      sql`${distance} <= ${km}::float8`,
    ),
  };
}

const byNameCursor = z.tuple([z.string().max(1000), cursorUuid]);
const byDistanceCursor = z.tuple([z.number().finite().nonnegative(), cursorUuid]);

export function arenaHandlers(deps: AppDeps) {
  const list: RouteHandler<typeof listArenasRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const matches = query.search ? foldedContainsAny([arenas.name, arenas.address], query.search) : undefined;
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const after = decodeCursor(query.cursor, byDistanceCursor);
      const radius = withinRadius({ latitude: query.latitude, longitude: query.longitude }, query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM);
      const where = and(radius.where, matches, after ? sql`(${radius.distance}, ${arenas.id}) > (${after[0]}::float8, ${after[1]}::uuid)` : undefined);
      let rows: { arena: ArenaRow; distance: number }[];
      if (matches) {
        rows = await deps.db
          .select({ arena: arenas, distance: radius.distance.mapWith(Number) })
          .from(arenas)
          .where(where)
          .orderBy(radius.distance, asc(arenas.id))
          .limit(limit + 1);
      } else {
        // Without a search, the page's ids and distances come from arenas_location_idx alone (index-only: latitude,
        // longitude and id in the index; every arena in the box is measured, none read), then those rows are read.
        const found = deps.db
          .select({ foundId: arenas.id, foundDistance: sql<number>`${radius.distance}`.as('found_distance') })
          .from(arenas)
          .where(where)
          .orderBy(radius.distance, asc(arenas.id))
          .limit(limit + 1)
          .as('found');
        rows = await deps.db
          .select({ arena: arenas, distance: sql<number>`${found.foundDistance}`.mapWith(Number) })
          .from(arenas)
          .innerJoin(found, eq(arenas.id, found.foundId))
          .orderBy(found.foundDistance, asc(arenas.id));
      }
      const page = takePage(c, rows, limit, (row) => [row.distance, row.arena.id]);
      return c.json(page.map((row) => ({ ...toArena(c, deps, row.arena), distance: roundKm(row.distance) })), 200);
    }
    const after = decodeCursor(query.cursor, byNameCursor);
    const where = and(matches, after ? sql`(${arenas.name}, ${arenas.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined);
    // A search finds the page's ids on arenas_name_search_idx alone (index-only: name order, folded text in the index),
    // then reads those rows; a plain list reads the rows in the same walk.
    const inOrder = [asc(arenas.name), asc(arenas.id)];
    let rows: ArenaRow[];
    if (matches) {
      const found = deps.db.select({ foundId: arenas.id }).from(arenas).where(where).orderBy(...inOrder).limit(limit + 1).as('found');
      const joined = await deps.db.select({ arena: arenas }).from(arenas).innerJoin(found, eq(arenas.id, found.foundId)).orderBy(...inOrder);
      rows = joined.map((row) => row.arena);
    } else {
      rows = await deps.db.select().from(arenas).where(where).orderBy(...inOrder).limit(limit + 1);
    }
    const page = takePage(c, rows, limit, (row) => [row.name, row.id]);
    return c.json(page.map((row) => toArena(c, deps, row)), 200);
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
