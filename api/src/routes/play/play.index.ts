import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { playHandlers } from './play.handlers';
import { getPlayRoute } from './play.routes';

export function playRouter(deps: AppDeps) {
  const handlers = playHandlers(deps);
  const router = createRouter();
  // Checked first (its counts take several statements); per viewer and changing with every post and game: no kept answer.
  router.use('/api/user/play', requireAuth(deps));
  return router.openapi(getPlayRoute, handlers.get);
}
