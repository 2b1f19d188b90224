import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { calendarHandlers } from './calendar.handlers';
import {
  championshipCalendarRoute,
  getSubscriptionRoute,
  nextGameRoute,
  revokeSubscriptionRoute,
  rotateSubscriptionRoute,
  subscriptionFeedRoute,
} from './calendar.routes';

/** "Seu próximo jogo", a championship's .ics and each athlete's private calendar subscription. */
export function calendarRouter(deps: AppDeps) {
  const handlers = calendarHandlers(deps);
  const router = createRouter();
  // /api/user/* and /api/championships/* are signed-in only (user and championships routers); the feed's token is its key.
  router.use('/api/user/next-game', requireAuth(deps));
  router.use('/api/user/calendar', requireAuth(deps));
  router.use('/api/championships/:modalityId/:championshipId/calendar.ics', requireAuth(deps));
  return router
    .openapi(nextGameRoute, handlers.nextGame)
    .openapi(getSubscriptionRoute, handlers.getSubscription)
    .openapi(rotateSubscriptionRoute, handlers.rotateSubscription)
    .openapi(revokeSubscriptionRoute, handlers.revokeSubscription)
    .openapi(championshipCalendarRoute, handlers.championshipCalendar)
    .openapi(subscriptionFeedRoute, handlers.subscriptionFeed);
}
