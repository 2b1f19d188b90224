import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { organizerHandlers } from './organizer.handlers';
import {
  bannerRoute,
  cancelRoute,
  closeSignupsRoute,
  finishRoute,
  reopenRoute,
  createChampionshipRoute,
  drawPoolsRoute,
  drawPreviewRoute,
  getChampionshipRoute,
  listGamesRoute,
  listMineRoute,
  publishKnockoutRoute,
  saveScoreRoute,
  updateChampionshipRoute,
} from './organizer.routes';

export function organizerRouter(deps: AppDeps) {
  const handlers = organizerHandlers(deps);
  const router = createRouter();
  router.use('/api/organizer/*', requireAuth(deps));
  return router
    .openapi(listMineRoute, handlers.listMine)
    .openapi(createChampionshipRoute, handlers.create)
    .openapi(getChampionshipRoute, handlers.detail)
    .openapi(listGamesRoute, handlers.listGames)
    .openapi(updateChampionshipRoute, handlers.update)
    .openapi(bannerRoute, handlers.banner)
    .openapi(closeSignupsRoute, handlers.closeSignups)
    .openapi(drawPreviewRoute, handlers.drawPreview)
    .openapi(drawPoolsRoute, handlers.drawPools)
    .openapi(publishKnockoutRoute, handlers.publishKnockout)
    .openapi(saveScoreRoute, handlers.saveScore)
    .openapi(finishRoute, handlers.finish)
    .openapi(reopenRoute, handlers.reopen)
    .openapi(cancelRoute, handlers.cancel);
}
