import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import type { AppDeps, AppEnv } from '../../deps';
import { absoluteUrl } from '../../platform/media/media';
import { answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit } from '../../platform/http/paging';
import {
  confirmOpenGameScore,
  createOpenGame,
  joinOpenGame,
  leaveOpenGame,
  removeOpenGamePlayer,
  reportOpenGameScore,
} from '../../domain/open-games/games';
import { myOpenGames, openGameRead, openGamesList, type OpenGameRead } from '../../domain/open-games/reads';
import type {
  confirmOpenGameScoreRoute,
  createOpenGameRoute,
  getOpenGameRoute,
  joinOpenGameRoute,
  leaveOpenGameRoute,
  listOpenGamesRoute,
  removeOpenGamePlayerRoute,
  reportOpenGameScoreRoute,
} from './open-games.routes';

export function openGameHandlers(deps: AppDeps) {
  const cursor = z.tuple([cursorTimestamp, cursorUuid]);

  const view = (c: Context, game: OpenGameRead) => ({
    ...game,
    players: game.players.map(({ avatarPath, ...player }) => ({ ...player, avatar_url: absoluteUrl(c, deps, avatarPath) })),
  });

  /** Every change answers the game as the caller now sees it. */
  const after = async (c: Context<AppEnv>, gameId: string) => view(c, await openGameRead(deps, gameId, c.var.auth.id));

  const list: RouteHandler<typeof listOpenGamesRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const position = decodeCursor(query.cursor, cursor);
    const origin =
      query.latitude !== undefined && query.longitude !== undefined
        ? { point: { latitude: query.latitude, longitude: query.longitude }, km: query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM }
        : undefined;
    const page =
      query.mine === '1'
        ? await myOpenGames(deps, c.var.auth.id, position, limit)
        : await openGamesList(deps, c.var.auth.id, { arenaId: query.arena_id, origin }, position, limit);
    const rows = page.items.map((item, index) => ({ item, key: page.keys[index]! }));
    return answerPage(c, rows, limit, (row) => row.key, (shown) => shown.map((row) => view(c, row.item)));
  };

  const create: RouteHandler<typeof createOpenGameRoute, AppEnv> = async (c) => {
    const id = await createOpenGame(deps, c.var.auth.id, c.req.valid('json'));
    return c.json(await after(c, id), 201);
  };

  const getOne: RouteHandler<typeof getOpenGameRoute, AppEnv> = async (c) => c.json(await after(c, c.req.valid('param').gameId), 200);

  const join: RouteHandler<typeof joinOpenGameRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    await joinOpenGame(deps, gameId, c.var.auth.id);
    return c.json(await after(c, gameId), 200);
  };

  const leave: RouteHandler<typeof leaveOpenGameRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    await leaveOpenGame(deps, gameId, c.var.auth.id);
    return c.json(await after(c, gameId), 200);
  };

  const remove: RouteHandler<typeof removeOpenGamePlayerRoute, AppEnv> = async (c) => {
    const { gameId, playerId } = c.req.valid('param');
    await removeOpenGamePlayer(deps, gameId, c.var.auth.id, playerId);
    return c.json(await after(c, gameId), 200);
  };

  const report: RouteHandler<typeof reportOpenGameScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    await reportOpenGameScore(deps, gameId, c.var.auth.id, c.req.valid('json'));
    return c.json(await after(c, gameId), 200);
  };

  const confirm: RouteHandler<typeof confirmOpenGameScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    await confirmOpenGameScore(deps, gameId, c.var.auth.id);
    return c.json(await after(c, gameId), 200);
  };

  return { list, create, getOne, join, leave, remove, report, confirm };
}
