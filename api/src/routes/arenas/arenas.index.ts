import type { AppDeps } from '../../deps';
import { answerCache } from '../../platform/http/answer-cache';
import { createRouter } from '../../platform/http/router';
import { arenaHandlers } from './arenas.handlers';
import { getArenaRoute, listArenasRoute } from './arenas.routes';

export function arenasRouter(deps: AppDeps) {
  const handlers = arenaHandlers(deps);
  const router = createRouter();
  // Public reads, the same for everyone.
  router.use('/api/arenas/*', answerCache(deps, { signedIn: false, perViewer: false }));
  return router.openapi(listArenasRoute, handlers.list).openapi(getArenaRoute, handlers.getOne);
}
