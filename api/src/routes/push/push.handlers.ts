import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps';
import { messages } from '../../platform/http/messages';
import { currentPushKey, listPushSubscriptions, removePushSubscription, savePushSubscription } from '../../domain/push/subscriptions';
import type { deletePushSubscriptionRoute, listPushSubscriptionsRoute, pushKeyRoute, savePushSubscriptionRoute } from './push.routes';

export function pushHandlers(deps: AppDeps) {
  const key: RouteHandler<typeof pushKeyRoute, AppEnv> = async (c) => c.json(await currentPushKey(deps), 200);

  const list: RouteHandler<typeof listPushSubscriptionsRoute, AppEnv> = async (c) => c.json(await listPushSubscriptions(deps, c.var.auth.id), 200);

  const save: RouteHandler<typeof savePushSubscriptionRoute, AppEnv> = async (c) =>
    c.json(await savePushSubscription(deps, c.var.auth, c.req.valid('json'), c.req.header('user-agent')), 200);

  const remove: RouteHandler<typeof deletePushSubscriptionRoute, AppEnv> = async (c) => {
    await removePushSubscription(deps, c.var.auth.id, c.req.valid('json').endpoint);
    return c.json({ message: messages.pushUnsubscribed }, 200);
  };

  return { key, list, save, remove };
}
