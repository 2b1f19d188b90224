import type { AppDeps } from '../../deps';
import { createRouter } from '../../platform/http/router';
import { scorekeeperHandlers } from './scorekeeper.handlers';
import { createCourtLinkRoute, createGameLinkRoute, listLinksRoute, liveSetsRoute, reportRoute, revokeLinkRoute, scorekeeperViewRoute } from './scorekeeper.routes';

/** Scorekeeper links: the organizer's (under /api/organizer, signed in already) and the token's, which needs no session. */
export function scorekeeperRouter(deps: AppDeps) {
  const handlers = scorekeeperHandlers(deps);
  return createRouter()
    .openapi(createGameLinkRoute, handlers.createForGame)
    .openapi(createCourtLinkRoute, handlers.createForCourt)
    .openapi(listLinksRoute, handlers.list)
    .openapi(revokeLinkRoute, handlers.revoke)
    .openapi(scorekeeperViewRoute, handlers.view)
    .openapi(liveSetsRoute, handlers.live)
    .openapi(reportRoute, handlers.report);
}
