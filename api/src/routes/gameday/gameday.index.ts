import type { AppDeps } from '../../deps';
import { requireAuth } from '../../platform/auth/auth';
import { createRouter } from '../../platform/http/router';
import { gamedayHandlers } from './gameday.handlers';
import {
  athleteCheckInRoute,
  callGameRoute,
  forfeitRoute,
  moveGameRoute,
  myDayRoute,
  organizerCheckInRoute,
  organizerDayRoute,
  pauseCourtRoute,
  publicDayRoute,
  resumeCourtRoute,
  undoCheckInRoute,
} from './gameday.routes';

/** A championship's game day: the public day, the athlete's own and their check-in, and the organizer's steps. */
export function gamedayRouter(deps: AppDeps) {
  const handlers = gamedayHandlers(deps);
  const router = createRouter();
  // /api/organizer/* is signed-in already (organizer router); the public day and the stream need no session.
  router.use('/api/live/championships/:id/me', requireAuth(deps));
  router.use('/api/live/championships/:id/check-in', requireAuth(deps));
  return router
    .openapi(publicDayRoute, handlers.publicDay)
    .openapi(myDayRoute, handlers.myDay)
    .openapi(athleteCheckInRoute, handlers.checkIn)
    .openapi(organizerDayRoute, handlers.organizerDay)
    .openapi(callGameRoute, handlers.call)
    .openapi(moveGameRoute, handlers.move)
    .openapi(forfeitRoute, handlers.forfeit)
    .openapi(pauseCourtRoute, handlers.pause)
    .openapi(resumeCourtRoute, handlers.resume)
    .openapi(organizerCheckInRoute, handlers.checkInByOrganizer)
    .openapi(undoCheckInRoute, handlers.undoCheckIn);
}
