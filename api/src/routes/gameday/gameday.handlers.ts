import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { athleteCheckIn, callGame, gameOfOrganizer, forfeitGame, moveGame, organizerCheckIn, pauseCourt } from '../../domain/gameday/steps';
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
  /** Every organizer step answers with the day as it now is, so the screen needs no second request. */
  const dayAfter = async (c: Context<AppEnv>, championshipId: string) => c.json(await ownedGameDay(deps.db, c.var.auth.id, championshipId, nowOf(deps)), 200);

  const publicDay: RouteHandler<typeof publicDayRoute, AppEnv> = async (c) => c.json(await gameDay(deps.db, c.req.valid('param').id, nowOf(deps)), 200);

  const myDay: RouteHandler<typeof myDayRoute, AppEnv> = async (c) => c.json(await myGameDay(deps.db, c.req.valid('param').id, c.var.auth.id, nowOf(deps)), 200);

  const checkIn: RouteHandler<typeof athleteCheckInRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await athleteCheckIn(deps, c.var.auth.id, id, c.req.valid('json'));
    return c.json(await myGameDay(deps.db, id, c.var.auth.id, nowOf(deps)), 200);
  };

  const organizerDay: RouteHandler<typeof organizerDayRoute, AppEnv> = async (c) => dayAfter(c, c.req.valid('param').id);

  const call: RouteHandler<typeof callGameRoute, AppEnv> = async (c) => {
    const game = await gameOfOrganizer(deps, c.var.auth.id, c.req.valid('param').gameId);
    await callGame(deps, c.var.auth.id, game.id);
    return dayAfter(c, game.championshipId);
  };

  const move: RouteHandler<typeof moveGameRoute, AppEnv> = async (c) => {
    const game = await gameOfOrganizer(deps, c.var.auth.id, c.req.valid('param').gameId);
    await moveGame(deps, c.var.auth.id, game.id, c.req.valid('json'));
    return dayAfter(c, game.championshipId);
  };

  const forfeit: RouteHandler<typeof forfeitRoute, AppEnv> = async (c) => {
    const game = await gameOfOrganizer(deps, c.var.auth.id, c.req.valid('param').gameId);
    await forfeitGame(deps, c.var.auth.id, game.id, c.req.valid('json').teamId);
    return dayAfter(c, game.championshipId);
  };

  const pause: RouteHandler<typeof pauseCourtRoute, AppEnv> = async (c) => {
    const { id, court } = c.req.valid('param');
    await pauseCourt(deps, c.var.auth.id, id, court, c.req.valid('json').until);
    return dayAfter(c, id);
  };

  const resume: RouteHandler<typeof resumeCourtRoute, AppEnv> = async (c) => {
    const { id, court } = c.req.valid('param');
    await pauseCourt(deps, c.var.auth.id, id, court, null);
    return dayAfter(c, id);
  };

  const checkInByOrganizer: RouteHandler<typeof organizerCheckInRoute, AppEnv> = async (c) => {
    const { id } = c.req.valid('param');
    await organizerCheckIn(deps, c.var.auth.id, id, c.req.valid('json').playerId, true);
    return dayAfter(c, id);
  };

  const undoCheckIn: RouteHandler<typeof undoCheckInRoute, AppEnv> = async (c) => {
    const { id, playerId } = c.req.valid('param');
    await organizerCheckIn(deps, c.var.auth.id, id, playerId, false);
    return dayAfter(c, id);
  };

  return { publicDay, myDay, checkIn, organizerDay, call, move, forfeit, pause, resume, checkInByOrganizer, undoCheckIn };
}
