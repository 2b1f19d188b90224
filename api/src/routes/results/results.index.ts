import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { resultsHandlers } from './results.handlers';
import { getLastResultRoute, getResultCardRoute, getResultPageRoute, getResultRoute } from './results.routes';

/** A finished championship's results to share (public: card, page, JSON) and the signed-in athlete's last one. */
export function resultsRouter(deps: AppDeps) {
  const handlers = resultsHandlers(deps);
  const router = createRouter();
  router.use('/api/user/last-result', requireAuth(deps));
  return router
    .openapi(getLastResultRoute, handlers.last)
    .openapi(getResultRoute, handlers.get)
    .openapi(getResultCardRoute, handlers.card)
    .openapi(getResultPageRoute, handlers.page);
}
