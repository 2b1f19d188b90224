import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps';
import { createCourtLink, createGameLink, listLinks, reportFromLink, revokeLink, saveLiveSets, scorekeeperView } from '../../domain/scorekeeper/links';
import type { createCourtLinkRoute, createGameLinkRoute, listLinksRoute, liveSetsRoute, reportRoute, revokeLinkRoute, scorekeeperViewRoute } from './scorekeeper.routes';

export function scorekeeperHandlers(deps: AppDeps) {
  const createForGame: RouteHandler<typeof createGameLinkRoute, AppEnv> = async (c) => c.json(await createGameLink(deps, c.var.auth.id, c.req.valid('param').id), 201);

  const createForCourt: RouteHandler<typeof createCourtLinkRoute, AppEnv> = async (c) => {
    const { id, court } = c.req.valid('param');
    return c.json(await createCourtLink(deps, c.var.auth.id, id, court), 201);
  };

  const list: RouteHandler<typeof listLinksRoute, AppEnv> = async (c) => c.json(await listLinks(deps, c.var.auth.id, c.req.valid('param').id), 200);

  const revoke: RouteHandler<typeof revokeLinkRoute, AppEnv> = async (c) => c.json(await revokeLink(deps, c.var.auth.id, c.req.valid('param').id), 200);

  const view: RouteHandler<typeof scorekeeperViewRoute, AppEnv> = async (c) => c.json(await scorekeeperView(deps, c.req.valid('param').token), 200);

  const live: RouteHandler<typeof liveSetsRoute, AppEnv> = async (c) => {
    const { token, gameId } = c.req.valid('param');
    return c.json(await saveLiveSets(deps, token, gameId, c.req.valid('json').sets), 200);
  };

  const report: RouteHandler<typeof reportRoute, AppEnv> = async (c) => {
    const { token, gameId } = c.req.valid('param');
    return c.json(await reportFromLink(deps, token, gameId, c.req.valid('json').sets), 201);
  };

  return { createForGame, createForCourt, list, revoke, view, live, report };
}
