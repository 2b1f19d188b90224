import type { AppDeps } from '../../deps';
import { answerCache } from '../../platform/http/answer-cache';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { summaryHandlers } from './summary.handlers';
import { getSummaryRoute } from './summary.routes';

export function summaryRouter(deps: AppDeps) {
  const handlers = summaryHandlers(deps);
  const router = createRouter();
  // The read tests the session in its own statement (summary.handlers.ts).
  router.use('/api/summary/*', requireAuth(deps, { foldReads: true }));
  // Totals, the same for every viewer.
  router.use('/api/summary/*', answerCache(deps, { signedIn: true, perViewer: false }));
  return router.openapi(getSummaryRoute, handlers.get);
}
