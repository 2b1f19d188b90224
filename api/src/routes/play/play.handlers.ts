import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps';
import { playCounts } from '../../domain/play/counts';
import type { getPlayRoute } from './play.routes';

export function playHandlers(deps: AppDeps) {
  const get: RouteHandler<typeof getPlayRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const origin = query.latitude !== undefined && query.longitude !== undefined ? { latitude: query.latitude, longitude: query.longitude } : null;
    return c.json(await playCounts(deps, c.var.auth.id, origin), 200);
  };
  return { get };
}
