import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { pushHandlers } from './push.handlers';
import { deletePushSubscriptionRoute, listPushSubscriptionsRoute, pushKeyRoute, savePushSubscriptionRoute } from './push.routes';

export function pushRouter(deps: AppDeps) {
  const handlers = pushHandlers(deps);
  const router = createRouter();
  router.use('/api/me/push-subscriptions', requireAuth(deps));
  return router
    .openapi(pushKeyRoute, handlers.key)
    .openapi(listPushSubscriptionsRoute, handlers.list)
    .openapi(savePushSubscriptionRoute, handlers.save)
    .openapi(deletePushSubscriptionRoute, handlers.remove);
}
