import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/schemas/arena';
import { arenas } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { placeholders, withinRadius } from '../../domain/arenas/nearby';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { absoluteUrl } from '../../platform/media/media';
import { messages } from '../../platform/http/messages';
import { limitSql, preparedOnce, type Statement } from '../../platform/db/prepared';
import { answerPage, cursorUuid, decodeCursor, pageLimit } from '../../platform/http/paging';
import { searchFoldContains, searchIndexFor, searchPageIdsSql, searchValues } from '../../platform/db/search';
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


const byNameCursor = z.tuple([z.string().max(1000), cursorUuid]);
const byDistanceCursor = z.tuple([z.number().finite().nonnegative(), cursorUuid]);

type NearbyRow = { arena: ArenaRow; distance: number };

/**
 * The arenas reads. Each is a named prepared statement (every value a placeholder: parsed and planned once per
 * connection on PostgreSQL), a search by name too (platform/db/search.ts); built per request: a search nearby (the box holds
 * few arenas) and a term no index of search_fold can find.
 */
export function arenaHandlers(deps: AppDeps) {
  // Bare columns: the same condition serves the one-table list and the search's subqueries (platform/db/search.ts).
  const afterName = sql`(name, id) > (${sql.placeholder('afterName')}, ${sql.placeholder('afterId')}::uuid)`;
  const inOrder = [asc(arenas.name), asc(arenas.id)];

  // One named statement per page size too (`limitSql`).
  const nearbyName = (bounded: boolean, after: boolean, rows: number) => `areia_arenas_nearby${bounded ? '' : '_open'}${after ? '_after' : ''}_${rows}`;
  const byName = (after: boolean, rows: number) => `areia_arenas${after ? '_after' : ''}_${rows}`;

  /** A page by name (the plain list, or a search's when `search` is given). */
  function byNameStatement(after: boolean, search: string | undefined, rows: number): Statement<ArenaRow> {
    const index = search ? searchIndexFor(search) : undefined;
    if (index) {
      // The page's ids in one plan for every term (platform/db/search.ts), named: the term is a placeholder.
      const name = `areia_arenas_search_${index}${after ? '_after' : ''}_${rows}`;
      return preparedOnce(deps.db, name, () => {
        const found = searchPageIdsSql({
          table: sql`${arenas}`,
          keys: [sql`name`, sql`id`],
          after: after ? afterName : undefined,
          index,
          rows,
        });
        return deps.db.select().from(arenas).where(sql`${arenas.id} IN ${found}`).orderBy(...inOrder).prepare(name);
      });
    }
    const where = and(search ? searchFoldContains(arenas.searchFold, search) : undefined, after ? afterName : undefined);
    if (!search) return deps.db.select().from(arenas).where(where).orderBy(...inOrder).limit(limitSql(rows)).prepare(byName(after, rows));
    // A term no index can find (one character, words of one or two): the page's ids on arenas_name_search_idx alone
    // (index-only: name order, search_fold in the index), then those rows; a plain list reads the rows in the same walk.
    const found = deps.db.select({ foundId: arenas.id }).from(arenas).where(where).orderBy(...inOrder).limit(rows).as('found');
    const joined = deps.db.select({ arena: arenas }).from(arenas).innerJoin(found, eq(arenas.id, found.foundId)).orderBy(...inOrder).prepare('');
    return { execute: async (values) => (await joined.execute(values)).map((row) => row.arena) };
  }

  /** A page by distance from the origin (`radius` built with placeholders). */
  function nearbyStatement(radius: ReturnType<typeof withinRadius>, after: boolean, search: string | undefined, rows: number): Statement<NearbyRow> {
    const where = and(
      radius.where,
      search ? searchFoldContains(arenas.searchFold, search) : undefined,
      after ? sql`(${radius.distance}, ${arenas.id}) > (${sql.placeholder('afterDistance')}::float8, ${sql.placeholder('afterId')}::uuid)` : undefined,
    );
    if (search) {
      return deps.db
        .select({ arena: arenas, distance: radius.distance.mapWith(Number) })
        .from(arenas)
        .where(where)
        .orderBy(radius.distance, asc(arenas.id))
        .limit(rows)
        .prepare('');
    }
    // Without a search, the page's ids and distances come from arenas_location_idx alone (index-only: latitude,
    // longitude and id in the index; every arena in the box is measured, none read), then those rows are read.
    const found = deps.db
      .select({ foundId: arenas.id, foundDistance: sql<number>`${radius.distance}`.as('found_distance') })
      .from(arenas)
      .where(where)
      .orderBy(radius.distance, asc(arenas.id))
      .limit(limitSql(rows))
      .as('found');
    return deps.db
      .select({ arena: arenas, distance: sql<number>`${found.foundDistance}`.mapWith(Number) })
      .from(arenas)
      .innerJoin(found, eq(arenas.id, found.foundId))
      .orderBy(found.foundDistance, asc(arenas.id))
      .prepare(nearbyName(radius.bounded, after, rows));
  }

  const list: RouteHandler<typeof listArenasRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const search = query.search || undefined;
    if (query.latitude !== undefined && query.longitude !== undefined) {
      const after = decodeCursor(query.cursor, byDistanceCursor);
      const radius = withinRadius({ latitude: query.latitude, longitude: query.longitude }, query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM, placeholders);
      const statement = search
        ? nearbyStatement(radius, Boolean(after), search, limit + 1)
        : preparedOnce(deps.db, nearbyName(radius.bounded, Boolean(after), limit + 1), () => nearbyStatement(radius, Boolean(after), undefined, limit + 1));
      const rows = await statement.execute({ ...radius.values, ...(after ? { afterDistance: after[0], afterId: after[1] } : {}) });
      return answerPage(c, rows, limit, (row) => [row.distance, row.arena.id], (page) =>
        page.map((row) => ({ ...toArena(c, deps, row.arena), distance: roundKm(row.distance) })),
      );
    }
    const after = decodeCursor(query.cursor, byNameCursor);
    const statement = search
      ? byNameStatement(Boolean(after), search, limit + 1)
      : preparedOnce(deps.db, byName(Boolean(after), limit + 1), () => byNameStatement(Boolean(after), undefined, limit + 1));
    const rows = await statement.execute({ ...(after ? { afterName: after[0], afterId: after[1] } : {}), ...(search ? searchValues(search) : {}) });
    return answerPage(c, rows, limit, (row) => [row.name, row.id], (page) => page.map((row) => toArena(c, deps, row)));
  };

  const getOne: RouteHandler<typeof getArenaRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    if (!isUuid(id)) throw new HttpError(404, messages.arenaNotFound);
    const statement = preparedOnce(deps.db, 'areia_arena', () => deps.db.select().from(arenas).where(eq(arenas.id, sql.placeholder('id'))).prepare('areia_arena'));
    const [row] = await statement.execute({ id });
    if (!row) throw new HttpError(404, messages.arenaNotFound);
    return c.json([toArena(c, deps, row)], 200);
  };

  return { list, getOne };
}
