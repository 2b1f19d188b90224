import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { openGameHandlers } from './open-games.handlers';
import {
  confirmOpenGameScoreRoute,
  createOpenGameRoute,
  getOpenGameRoute,
  joinOpenGameRoute,
  leaveOpenGameRoute,
  listOpenGamesRoute,
  removeOpenGamePlayerRoute,
  reportOpenGameScoreRoute,
} from './open-games.routes';

export function openGamesRouter(deps: AppDeps) {
  const handlers = openGameHandlers(deps);
  const router = createRouter();
  router.use('/api/open-games', requireAuth(deps));
  router.use('/api/open-games/*', requireAuth(deps));
  return router
    .openapi(listOpenGamesRoute, handlers.list)
    .openapi(createOpenGameRoute, handlers.create)
    .openapi(getOpenGameRoute, handlers.getOne)
    .openapi(joinOpenGameRoute, handlers.join)
    .openapi(leaveOpenGameRoute, handlers.leave)
    .openapi(removeOpenGamePlayerRoute, handlers.remove)
    .openapi(reportOpenGameScoreRoute, handlers.report)
    .openapi(confirmOpenGameScoreRoute, handlers.confirm);
}
