import type { AppDeps } from '../../deps';
import { createRouter } from '../../platform/http/router';
import { authHandlers } from './auth.handlers';
import { forgotPasswordRoute, loginRoute, logoutRoute, registerRoute, resetPasswordRoute } from './auth.routes';

export function authRouter(deps: AppDeps) {
  const handlers = authHandlers(deps);
  return createRouter()
    .openapi(registerRoute, handlers.register)
    .openapi(loginRoute, handlers.login)
    .openapi(logoutRoute, handlers.logout)
    .openapi(forgotPasswordRoute, handlers.forgotPassword)
    .openapi(resetPasswordRoute, handlers.resetPassword);
}
