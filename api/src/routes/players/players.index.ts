import type { AppDeps } from '../../deps';
import { answerCache } from '../../platform/http/answer-cache';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { playerHandlers } from './players.handlers';
import { getPlayerHistoryRoute, getPlayerRoute, listPlayersRoute } from './players.routes';

export function playersRouter(deps: AppDeps) {
  const handlers = playerHandlers(deps);
  const router = createRouter();
  // Reads test the session in their own statement (players.handlers.ts).
  router.use('/api/players/*', requireAuth(deps, { foldReads: true }));
  // The same for every viewer: positions and statistics are everyone's.
  router.use('/api/players/*', answerCache(deps, { signedIn: true, perViewer: false }));
  return router.openapi(listPlayersRoute, handlers.list).openapi(getPlayerRoute, handlers.getOne).openapi(getPlayerHistoryRoute, handlers.history);
}
