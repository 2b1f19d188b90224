import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { invitationHandlers } from './invitations.handlers';
import { acceptInvitationRoute, declineInvitationRoute, listInvitationsRoute } from './invitations.routes';

export function invitationsRouter(deps: AppDeps) {
  const handlers = invitationHandlers(deps);
  const router = createRouter();
  router.use('/api/invitations', requireAuth(deps));
  router.use('/api/invitations/*', requireAuth(deps));
  return router
    .openapi(listInvitationsRoute, handlers.list)
    .openapi(acceptInvitationRoute, handlers.accept)
    .openapi(declineInvitationRoute, handlers.decline);
}
