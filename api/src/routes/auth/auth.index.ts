import type { AppDeps } from '../../deps';
import { createRouter } from '../../lib/router';
import { authHandlers } from './auth.handlers';
import { loginRoute, logoutRoute, registerRoute } from './auth.routes';

export function authRouter(deps: AppDeps) {
  const handlers = authHandlers(deps);
  return createRouter().openapi(registerRoute, handlers.register).openapi(loginRoute, handlers.login).openapi(logoutRoute, handlers.logout);
}
