import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  confirmRefusal,
  joinRefusal,
  leaveRefusal,
  OPEN_GAME_PLACES,
  openGameStage,
  removeRefusal,
  scoreStandsAt,
  sidesOf,
  type OpenGameStage,
} from '@areia/shared/core/rules/open-game';
import { arenas, openGamePlayers, openGames, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import type { OpenGameRow } from '../../platform/db/locks';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { withinRadius } from '../arenas/nearby';
import type { Point } from '../arenas/geo';
import { factsOf, refusalMessage } from './facts';

/** An open game as its reader sees it (the route turns `avatarPath` into a URL). */
export type OpenGameRead = {
  id: string;
  arena: { id: string; name: string };
  starts_at: string;
  level_min: number;
  level_max: number;
  competitive: boolean;
  stage: OpenGameStage;
  creator_id: string;
  places_left: number;
  players: { id: string; nickname: string; avatarPath: string | null; level: number; side: 'a' | 'b' | null; level_change: number | null }[];
  score: { reported_by: string; sets: { a: number; b: number }[]; reported_at: string; stands_at: string; confirmed_at: string | null } | null;
  distance?: number;
  me: { in_game: boolean; can_join: boolean; join_refusal: string | null; can_leave: boolean; can_remove: boolean; can_report: boolean; can_confirm: boolean };
};

type Listed = { game: OpenGameRow; arenaName: string; distance: number | null };

/** The games' players (one query) and the reader's level, then each game as the reader sees it. */
async function present(deps: AppDeps, listed: readonly Listed[], viewerId: string): Promise<OpenGameRead[]> {
  if (listed.length === 0) return [];
  const now = nowOf(deps);
  const [rows, [viewer]] = await Promise.all([
    deps.db
      .select({
        gameId: openGamePlayers.gameId,
        id: users.id,
        nickname: users.nickname,
        avatarPath: users.avatarPath,
        level: users.rating,
        levelChange: openGamePlayers.levelChange,
      })
      .from(openGamePlayers)
      .innerJoin(users, eq(users.id, openGamePlayers.userId))
      .where(
        inArray(
          openGamePlayers.gameId,
          listed.map((item) => item.game.id),
        ),
      )
      .orderBy(asc(openGamePlayers.seq)),
    deps.db.select({ level: users.rating }).from(users).where(eq(users.id, viewerId)),
  ]);
  const viewerLevel = viewer?.level ?? 0;
  return listed.map(({ game, arenaName, distance }) => {
    const players = rows.filter((row) => row.gameId === game.id);
    const facts = factsOf(
      game,
      players.map((player) => player.id),
    );
    const stage = openGameStage(facts, now);
    const sides = sidesOf(facts);
    const inGame = facts.players.includes(viewerId);
    const join = inGame ? null : joinRefusal(facts, { id: viewerId, level: viewerLevel }, now);
    const otherPlayer = facts.players.find((id) => id !== game.creatorId) ?? '';
    return {
      id: game.id,
      arena: { id: game.arenaId, name: arenaName },
      starts_at: game.startsAt.toISOString(),
      level_min: game.levelMin,
      level_max: game.levelMax,
      competitive: game.competitive,
      stage,
      creator_id: game.creatorId,
      places_left: Math.max(0, OPEN_GAME_PLACES - players.length),
      players: players.map((player) => ({
        id: player.id,
        nickname: player.nickname,
        avatarPath: player.avatarPath,
        level: player.level,
        side: sides ? (sides.a.includes(player.id) ? 'a' : 'b') : null,
        level_change: player.levelChange,
      })),
      score:
        facts.report && game.sets
          ? {
              reported_by: facts.report.by,
              sets: game.sets,
              reported_at: facts.report.at.toISOString(),
              stands_at: scoreStandsAt(facts.report.at).toISOString(),
              confirmed_at: game.confirmedAt?.toISOString() ?? null,
            }
          : null,
      ...(distance === null ? {} : { distance: Math.round(Number(distance) * 10) / 10 }),
      me: {
        in_game: inGame,
        can_join: !inGame && join === null,
        join_refusal: join ? refusalMessage(join, viewerLevel) : null,
        can_leave: inGame && leaveRefusal(facts, viewerId, now) === null,
        can_remove: game.creatorId === viewerId && otherPlayer !== '' && removeRefusal(facts, viewerId, otherPlayer, now) === null,
        can_report: inGame && stage === 'played',
        can_confirm: confirmRefusal(facts, viewerId, now) === null,
      },
    };
  });
}

const listedColumns = { game: openGames, arenaName: arenas.name };

export async function openGameRead(deps: AppDeps, gameId: string, viewerId: string): Promise<OpenGameRead> {
  if (!isUuid(gameId)) throw new HttpError(404, messages.openGameNotFound);
  const [row] = await deps.db.select(listedColumns).from(openGames).innerJoin(arenas, eq(arenas.id, openGames.arenaId)).where(eq(openGames.id, gameId));
  if (!row) throw new HttpError(404, messages.openGameNotFound);
  return (await present(deps, [{ ...row, distance: null }], viewerId))[0]!;
}

export type OpenGamePage = { items: OpenGameRead[]; keys: [string, string][] };

/**
 * Games with a free place, ahead of now, whose range holds the reader's level, soonest first, after the cursor's
 * (starts_at, id), one more than `limit`: at one arena (open_games_open_arena_idx), near a position (the arenas within
 * the radius, open_games_open_time_idx), or anywhere (the same index). The band is filtered on the index's columns.
 */
export async function openGamesList(
  deps: AppDeps,
  viewerId: string,
  filter: { arenaId?: string; origin?: { point: Point; km: number } },
  after: readonly [string, string] | undefined,
  limit: number,
): Promise<OpenGamePage> {
  if (filter.arenaId !== undefined && !isUuid(filter.arenaId)) throw new HttpError(404, messages.arenaNotFound);
  const [viewer] = await deps.db.select({ level: users.rating }).from(users).where(eq(users.id, viewerId));
  const rows = await openGamesQuery(deps, viewer?.level ?? 0, filter, after, limit, nowOf(deps));
  const items = await present(deps, rows, viewerId);
  return { items, keys: rows.map((row) => [row.startsKey, row.game.id]) };
}

/**
 * The list's one statement, apart so its plan can be checked (open-games.test.ts). The games are picked on the index's
 * columns alone (arena, time, id and the band it includes: an index-only scan, no heap visit for a game whose band
 * leaves the reader out), then only the picked ones are read whole.
 */
export function openGamesQuery(
  deps: AppDeps,
  level: number,
  filter: { arenaId?: string; origin?: { point: Point; km: number } },
  after: readonly [string, string] | undefined,
  limit: number,
  now: Date,
) {
  const radius = filter.origin ? withinRadius(filter.origin.point, filter.origin.km) : null;
  const pickedFrom = deps.db
    .select({
      id: openGames.id,
      startsKey: sql<string>`${openGames.startsAt}::text`.as('starts_key'),
      distance: (radius ? sql<number>`${radius.distance}` : sql<null>`NULL::float8`).as('distance'),
    })
    .from(openGames);
  const picked = (radius ? pickedFrom.innerJoin(arenas, eq(arenas.id, openGames.arenaId)) : pickedFrom)
    .where(
      and(
        // Written out, not bound: the partial indexes' predicate (player_count < 4) must be provable from the text.
        sql`${openGames.playerCount} < ${sql.raw(String(OPEN_GAME_PLACES))}`,
        gt(openGames.startsAt, now),
        lte(openGames.levelMin, level),
        gte(openGames.levelMax, level),
        filter.arenaId ? eq(openGames.arenaId, filter.arenaId) : undefined,
        radius?.where,
        after ? sql`(${openGames.startsAt}, ${openGames.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(openGames.startsAt), asc(openGames.id))
    .limit(limit + 1)
    .as('picked');
  return deps.db
    .select({ ...listedColumns, startsKey: picked.startsKey, distance: picked.distance })
    .from(picked)
    .innerJoin(openGames, eq(openGames.id, picked.id))
    .innerJoin(arenas, eq(arenas.id, openGames.arenaId))
    .orderBy(asc(openGames.startsAt), asc(openGames.id));
}

/** The reader's own games, the newest place first (open_game_players_user_idx), after the cursor's (joined_at, game id). */
export async function myOpenGames(deps: AppDeps, viewerId: string, after: readonly [string, string] | undefined, limit: number): Promise<OpenGamePage> {
  const rows = await deps.db
    .select({ ...listedColumns, joinedKey: sql<string>`${openGamePlayers.joinedAt}::text` })
    .from(openGamePlayers)
    .innerJoin(openGames, eq(openGames.id, openGamePlayers.gameId))
    .innerJoin(arenas, eq(arenas.id, openGames.arenaId))
    .where(
      and(
        eq(openGamePlayers.userId, viewerId),
        after ? sql`(${openGamePlayers.joinedAt}, ${openGamePlayers.gameId}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(openGamePlayers.joinedAt), desc(openGamePlayers.gameId))
    .limit(limit + 1);
  const items = await present(
    deps,
    rows.map((row) => ({ ...row, distance: null })),
    viewerId,
  );
  return { items, keys: rows.map((row) => [row.joinedKey, row.game.id]) };
}
