import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { championships, games } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { openReports, toAthleteGame } from '../../domain/championship/games';
import { loadTeams, teamName } from '../../domain/championship/data';
import { confirmScore, disputeScore, reportScore } from '../../domain/championship/scores';
import type { confirmScoreRoute, disputeScoreRoute, reportScoreRoute } from './scores.routes';

/**
 * Athletes' side of a score: a player of either team reports the sets (pending); a player of the other team confirms
 * (the game is final) or disputes (the organizer decides by entering the score).
 */
export function scoreHandlers(deps: AppDeps) {
  async function answer(c: Context<AppEnv>, gameId: string) {
    const [game] = await deps.db.select().from(games).where(eq(games.id, gameId));
    const [championship] = await deps.db.select({ bracket: championships.knockoutBracket }).from(championships).where(eq(championships.id, game!.championshipId));
    const loaded = await loadTeams(deps, game!.championshipId, [game!.teamAId, game!.teamBId]);
    const reports = await openReports(deps.db, [game!.id]);
    return toAthleteGame(game!, new Map(loaded.map((team) => [team.id, teamName(team)])), reports.get(game!.id), championship?.bracket?.length);
  }

  const report: RouteHandler<typeof reportScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const { sets, version } = c.req.valid('json');
    await reportScore(deps, { userId: c.var.auth.id, gameId, sets, version });
    return c.json(await answer(c, gameId), 201);
  };

  const confirm: RouteHandler<typeof confirmScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const { version } = (c.req.valid('json') ?? {}) as { version?: number | undefined };
    await confirmScore(deps, { userId: c.var.auth.id, gameId, version });
    return c.json(await answer(c, gameId), 200);
  };

  const dispute: RouteHandler<typeof disputeScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const { reason } = (c.req.valid('json') ?? {}) as { reason?: string | undefined };
    await disputeScore(deps, { userId: c.var.auth.id, gameId, reason });
    return c.json(await answer(c, gameId), 200);
  };

  return { report, confirm, dispute };
}
