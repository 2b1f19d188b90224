import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { partnerHandlers } from './partners.handlers';
import { invitePartnerRoute, listLookingRoute, listPartnersRoute, partnerSummaryRoute, postLookingRoute, withdrawLookingRoute } from './partners.routes';

export function partnersRouter(deps: AppDeps) {
  const handlers = partnerHandlers(deps);
  const router = createRouter();
  router.use('/api/partners', requireAuth(deps));
  router.use('/api/partners/*', requireAuth(deps));
  return router
    .openapi(listLookingRoute, handlers.looking)
    .openapi(partnerSummaryRoute, handlers.summary)
    .openapi(listPartnersRoute, handlers.list)
    .openapi(postLookingRoute, handlers.post)
    .openapi(withdrawLookingRoute, handlers.withdraw)
    .openapi(invitePartnerRoute, handlers.invite);
}
