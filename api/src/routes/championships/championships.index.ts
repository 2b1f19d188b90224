import type { AppDeps } from '../../deps';
import { answerCache } from '../../platform/http/answer-cache';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { championshipHandlers } from './championships.handlers';
import {
  createComplaintRoute,
  createTeamRoute,
  getChampionshipRoute,
  getWaitlistRoute,
  joinWaitlistRoute,
  listChampionshipsRoute,
  listGamesRoute,
  listGroupsRoute,
  listResultsRoute,
  listTeamsRoute,
  withdrawTeamRoute,
} from './championships.routes';

export function championshipsRouter(deps: AppDeps) {
  const handlers = championshipHandlers(deps);
  const router = createRouter();
  // Reads test the session in their own statement (championship-reads.ts); writes check it first.
  router.use('/api/championships/*', requireAuth(deps, { foldReads: true }));
  // The list and the detail say whether the caller is registered: kept per viewer. The tabs are everyone's.
  const perViewer = answerCache(deps, { signedIn: true, perViewer: true });
  const everyones = answerCache(deps, { signedIn: true, perViewer: false });
  for (const route of [listChampionshipsRoute, getChampionshipRoute]) router.use(route.getRoutingPath(), perViewer);
  for (const route of [listTeamsRoute, listGroupsRoute, listGamesRoute, listResultsRoute]) router.use(route.getRoutingPath(), everyones);
  // The static sub-paths are registered before the /{teamId} complaint route so "teams" or "waitlist" is never read
  // as a team id.
  return router
    .openapi(listChampionshipsRoute, handlers.list)
    .openapi(listTeamsRoute, handlers.listTeams)
    .openapi(listGroupsRoute, handlers.listGroups)
    .openapi(listGamesRoute, handlers.listGames)
    .openapi(listResultsRoute, handlers.listResults)
    .openapi(createTeamRoute, handlers.createTeam)
    // Before the complaint route: "waitlist" is not a team id.
    .openapi(joinWaitlistRoute, handlers.joinWaitlist)
    .openapi(getWaitlistRoute, handlers.getWaitlist)
    .openapi(withdrawTeamRoute, handlers.withdrawTeam)
    .openapi(createComplaintRoute, handlers.createComplaint)
    .openapi(getChampionshipRoute, handlers.detail);
}
