import type { RouteHandler } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { athleteCheckIn, callGame, forfeitGame, moveGame, organizerCheckIn, pauseCourt } from '../../domain/gameday/steps';
import { gameDay, myGameDay, ownedGameDay } from '../../domain/gameday/reads';
import type {
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

export function gamedayHandlers(deps: AppDeps) {
  // Every organizer step answers with the day as it now is, so the screen needs no second request.
  const publicDay: RouteHandler<typeof publicDayRoute, AppEnv> = async (c) => c.json(await gameDay(deps.db, c.req.valid('param').id, nowOf(deps)), 200);

  const myDay: RouteHandler<typeof myDayRoute, AppEnv> = async (c) => c.json(await myGameDay(deps.db, c.req.valid('param').id, c.var.auth.id, nowOf(deps)), 200);

  const checkIn: RouteHandler<typeof athleteCheckInRoute, AppEnv> = async (c) =>
    c.json(await athleteCheckIn(deps, c.var.auth.id, c.req.valid('param').id, c.req.valid('json')), 200);

  const organizerDay: RouteHandler<typeof organizerDayRoute, AppEnv> = async (c) =>
    c.json(await ownedGameDay(deps.db, c.var.auth.id, c.req.valid('param').id, nowOf(deps)), 200);

  const call: RouteHandler<typeof callGameRoute, AppEnv> = async (c) => c.json(await callGame(deps, c.var.auth.id, c.req.valid('param').gameId), 200);

  const move: RouteHandler<typeof moveGameRoute, AppEnv> = async (c) => c.json(await moveGame(deps, c.var.auth.id, c.req.valid('param').gameId, c.req.valid('json')), 200);

  const forfeit: RouteHandler<typeof forfeitRoute, AppEnv> = async (c) => c.json(await forfeitGame(deps, c.var.auth.id, c.req.valid('param').gameId, c.req.valid('json').teamId), 200);

  const pause: RouteHandler<typeof pauseCourtRoute, AppEnv> = async (c) => {
    const { id, court } = c.req.valid('param');
    return c.json(await pauseCourt(deps, c.var.auth.id, id, court, c.req.valid('json').until), 200);
  };

  const resume: RouteHandler<typeof resumeCourtRoute, AppEnv> = async (c) => {
    const { id, court } = c.req.valid('param');
    return c.json(await pauseCourt(deps, c.var.auth.id, id, court, null), 200);
  };

  const checkInByOrganizer: RouteHandler<typeof organizerCheckInRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await organizerCheckIn(deps, c.var.auth.id, id, c.req.valid('json').playerId, true), 200);
  };

  const undoCheckIn: RouteHandler<typeof undoCheckInRoute, AppEnv> = async (c) => {
    const { id, playerId } = c.req.valid('param');
    return c.json(await organizerCheckIn(deps, c.var.auth.id, id, playerId, false), 200);
  };

  return { publicDay, myDay, checkIn, organizerDay, call, move, forfeit, pause, resume, checkInByOrganizer, undoCheckIn };
}
