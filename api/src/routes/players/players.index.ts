import type { AppDeps } from '../../deps';
import { requireAuth } from '../../lib/auth';
import { createRouter } from '../../lib/router';
import { playerHandlers } from './players.handlers';
import { getPlayerRoute, listPlayersRoute } from './players.routes';

export function playersRouter(deps: AppDeps) {
  const handlers = playerHandlers(deps);
  const router = createRouter();
  // Reads test the session in their own statement (players.handlers.ts).
  router.use('/api/players/*', requireAuth(deps, { foldReads: true }));
  return router.openapi(listPlayersRoute, handlers.list).openapi(getPlayerRoute, handlers.getOne);
}
