import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Player } from '@areia/shared/core/schemas/player';
import { VOLEI_MODALITY_NAME } from '@areia/shared/core/modality';
import { users } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { minCategory } from '../../lib/category';
import { HttpError, isUuid } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { cursorTimestamp, cursorUuid, decodeCursor, foldedContainsAny, pageLimit, takePage } from '../../lib/paging';
import { pagePositions, rankingPosition } from '../../lib/ranking';
import type { PlayerStatistics } from '../../lib/statistics';
import { playerStatistics } from '../../lib/statistics';
import { assertModality } from '../championships/championship-data';
import type { getPlayerRoute, listPlayersRoute } from './players.routes';

/** Only public columns are selected, so CPF, email and birth date cannot leak into a player answer. */
const publicColumns = {
  id: users.id,
  nickname: users.nickname,
  fullName: users.fullName,
  avatarPath: users.avatarPath,
  rating: users.rating,
  whatsapp: users.whatsapp,
};

type PublicRow = { id: string; nickname: string; fullName: string | null; avatarPath: string | null; rating: number; whatsapp: string | null };

function toPlayer(
  c: Context,
  deps: AppDeps,
  row: PublicRow,
  ranking: number,
  stats: PlayerStatistics,
): Player {
  const { category, minScore } = minCategory(row.rating, stats.highestPlayedRank);
  return {
    id: row.id,
    name: row.fullName ?? row.nickname,
    full_name: row.fullName,
    nickname: row.nickname,
    avatar_url: absoluteUrl(c, deps, row.avatarPath),
    rating: row.rating,
    whatsapp: row.whatsapp,
    sports: [VOLEI_MODALITY_NAME],
    ranking,
    minCategory: category,
    minScore,
    statistics: {
      total_championships: stats.totalChampionships,
      total_championships_last_6_months: stats.championshipsLast6Months,
      wins: stats.wins,
      losses: stats.losses,
    },
  };
}

export function playerHandlers(deps: AppDeps) {
  /** Rating desc, created_at, id — as users_ranking_idx (rating negated), with the timestamp as text for the cursor. */
  const rankingOrder = [sql`-${users.rating}`, asc(users.createdAt), asc(users.id)];
  const cursorShape = z.tuple([z.number().int(), cursorTimestamp, cursorUuid]);

  const list: RouteHandler<typeof listPlayersRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    let after: z.infer<typeof cursorShape> | undefined;
    try {
      after = decodeCursor(query.cursor, cursorShape);
    } catch (error) {
      // An unknown modality answers 404 before a bad cursor's 400, as when the check came first.
      await assertModality(deps, modalityId);
      throw error;
    }
    const search = query.search;
    const where = and(
      after ? sql`(-${users.rating}, ${users.createdAt}, ${users.id}) > (${-after[0]}::int, ${after[1]}::timestamptz, ${after[2]}::uuid)` : undefined,
      search ? foldedContainsAny([users.nickname, users.fullName], search) : undefined,
    );
    const columns = { ...publicColumns, createdKey: sql<string>`${users.createdAt}::text` };
    // A search finds the page's ids on users_ranking_search_idx alone (index-only: ranking order, folded names in the
    // index), then reads those rows; the plain ranking reads the rows in the same walk.
    const found = search ? deps.db.select({ foundId: users.id }).from(users).where(where).orderBy(...rankingOrder).limit(limit + 1).as('found') : undefined;
    // The modality check and the page go out together (an unknown modality still answers 404 before anything else).
    const [, rows] = await Promise.all([
      assertModality(deps, modalityId),
      found
        ? deps.db.select(columns).from(users).innerJoin(found, eq(users.id, found.foundId)).orderBy(...rankingOrder)
        : deps.db.select(columns).from(users).where(where).orderBy(...rankingOrder).limit(limit + 1),
    ]);
    const page = takePage(c, rows, limit, (row) => [row.rating, row.createdKey, row.id]);
    if (page.length === 0) return c.json([], 200);
    // Positions and statistics (with the category history) of the page's rows only, in parallel. An unfiltered page is
    // a run of the ranking: its first row's position is enough, and the first page starts at 1. A search page's rows
    // are scattered: all of them in one statement.
    const run = (start: number) => new Map(page.map((row, index) => [row.id, start + index]));
    const [positionOf, stats] = await Promise.all([
      search
        ? pagePositions(deps, page)
        : after
          ? pagePositions(deps, page.slice(0, 1)).then((first) => run(first.get(page[0]!.id) ?? 1))
          : run(1),
      playerStatistics(deps, page.map((row) => row.id)),
    ]);
    const players = page.map((row) => toPlayer(c, deps, row, positionOf.get(row.id) ?? 1, stats.get(row.id)!));
    return c.json(players, 200);
  };

  const getOne: RouteHandler<typeof getPlayerRoute, AppEnv> = async (c) => {
    const { modalityId, playerId } = c.req.valid('param');
    await assertModality(deps, modalityId);
    if (!isUuid(playerId)) throw new HttpError(404, messages.playerNotFound);
    const [row] = await deps.db.select(publicColumns).from(users).where(eq(users.id, playerId));
    if (!row) throw new HttpError(404, messages.playerNotFound);
    const [place, stats] = await Promise.all([rankingPosition(deps, row.id), playerStatistics(deps, [row.id])]);
    return c.json(toPlayer(c, deps, row, place?.position ?? 1, stats.get(row.id)!), 200);
  };

  return { list, getOne };
}
