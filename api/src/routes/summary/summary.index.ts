import type { AppDeps } from '../../deps';
import { requireAuth } from '../../lib/auth';
import { createRouter } from '../../lib/router';
import { summaryHandlers } from './summary.handlers';
import { getSummaryRoute } from './summary.routes';

export function summaryRouter(deps: AppDeps) {
  const handlers = summaryHandlers(deps);
  const router = createRouter();
  router.use('/api/summary/*', requireAuth(deps));
  return router.openapi(getSummaryRoute, handlers.get);
}
