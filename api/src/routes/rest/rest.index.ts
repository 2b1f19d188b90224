import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { restHandlers } from './rest.handlers';
import { userModalitiesRoute } from './rest.routes';

export function restRouter(deps: AppDeps) {
  const handlers = restHandlers(deps);
  const router = createRouter();
  router.use('/rest/v1/*', requireAuth(deps));
  return router.openapi(userModalitiesRoute, handlers.userModalitiesList);
}
