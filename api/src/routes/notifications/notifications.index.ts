import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { notificationHandlers } from './notifications.handlers';
import { listNotificationsRoute, markNotificationsReadRoute, unreadNotificationsRoute } from './notifications.routes';

export function notificationsRouter(deps: AppDeps) {
  const handlers = notificationHandlers(deps);
  const router = createRouter();
  router.use('/api/notifications', requireAuth(deps));
  router.use('/api/notifications/*', requireAuth(deps));
  return router
    .openapi(listNotificationsRoute, handlers.list)
    .openapi(unreadNotificationsRoute, handlers.unread)
    .openapi(markNotificationsReadRoute, handlers.markRead);
}
