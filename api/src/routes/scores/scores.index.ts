import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { scoreHandlers } from './scores.handlers';
import { confirmScoreRoute, disputeScoreRoute, reportScoreRoute } from './scores.routes';

export function scoresRouter(deps: AppDeps) {
  const handlers = scoreHandlers(deps);
  const router = createRouter();
  router.use('/api/games/*', requireAuth(deps));
  return router.openapi(reportScoreRoute, handlers.report).openapi(confirmScoreRoute, handlers.confirm).openapi(disputeScoreRoute, handlers.dispute);
}
