import type { Context } from 'hono';
import type { RouteHandler } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import { validateMatch } from '@areia/shared/core/rules/score';
import { championships, games, scoreReports, users } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { uniqueViolation } from '../../platform/db/db-errors';
import { advanceKnockout, openReports, saveFinalScore, scoreConflict, toAthleteGame, type GameRow } from '../../domain/championship/games';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { notify } from '../../domain/notifications/notify';
import { membersOfTeams } from '../../domain/notifications/recipients';
import { messages } from '../../platform/http/messages';
import { assertScoresOpen, stageIn } from '../../domain/championship/lifecycle';
import { loadTeams, teamName } from '../../domain/championship/data';
import { teamOfPlayer } from '../../domain/championship/organizer';
import type { confirmScoreRoute, disputeScoreRoute, reportScoreRoute } from './scores.routes';
import { lockChampionship } from '../../platform/db/locks';

/** A 409 decided inside a transaction, answered with the current score after it has rolled back. */
class ScoreRefusal extends Error {}

/**
 * Athletes' side of a score: a player of either team reports the sets (pending); a player of the other team confirms
 * (the game is final) or disputes (the organizer decides by entering the score).
 */
export function scoreHandlers(deps: AppDeps) {
  async function findGame(gameId: string): Promise<GameRow> {
    if (!isUuid(gameId)) throw new HttpError(404, messages.gameNotFound);
    const [game] = await deps.db.select().from(games).where(eq(games.id, gameId));
    if (!game) throw new HttpError(404, messages.gameNotFound);
    return game;
  }

  /** The caller's team in this game, or 403. */
  async function callerTeam(game: GameRow, userId: string): Promise<string> {
    const teamId = await teamOfPlayer(deps.db, [game.teamAId, game.teamBId], userId);
    if (!teamId) throw new HttpError(403, messages.notAPlayerOfGame);
    return teamId;
  }

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
    const userId = c.var.auth.id;
    const game = await findGame(gameId);
    const teamId = await callerTeam(game, userId);
    if (game.status === 'finalizado') throw await scoreConflict(deps.db, game.id, messages.gameAlreadyFinished);
    if (version !== undefined && version !== game.version) throw await scoreConflict(deps.db, game.id, messages.scoreVersionConflict);
    const [championship] = await deps.db.select().from(championships).where(eq(championships.id, game.championshipId));
    assertScoresOpen(await stageIn(deps.db, championship!, nowOf(deps)), game, nowOf(deps));
    const result = validateMatch(sets);
    if (!result.ok) throw new HttpError(422, result.message);
    const open = (await openReports(deps.db, [game.id])).get(game.id);
    if (open) throw await scoreConflict(deps.db, game.id, open.status === 'disputed' ? messages.reportDisputed : messages.reportAlreadyOpen);
    try {
      await deps.db.transaction(async (tx) => {
        // The partial unique index (one open report per game) decides between two players reporting at once.
        await tx.insert(scoreReports).values({ gameId: game.id, teamId, reportedBy: userId, sets, status: 'pending', createdAt: nowOf(deps) });
        // The other team confirms or disputes: they are told.
        const opponents = await membersOfTeams(tx, [game.teamAId === teamId ? game.teamBId : game.teamAId]);
        const [reporter] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId));
        await notify(tx, deps, {
          userIds: opponents.map((member) => member.playerId),
          kind: 'score_to_confirm',
          params: { championshipId: game.championshipId, championshipTitle: championship!.title, gameId: game.id, reporterNickname: reporter?.nickname ?? '' },
        });
      });
    } catch (error) {
      if (uniqueViolation(error)) throw await scoreConflict(deps.db, game.id, messages.reportAlreadyOpen);
      throw error;
    }
    return c.json(await answer(c, game.id), 201);
  };

  const confirm: RouteHandler<typeof confirmScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const { version } = (c.req.valid('json') ?? {}) as { version?: number | undefined };
    const userId = c.var.auth.id;
    const game = await findGame(gameId);
    const teamId = await callerTeam(game, userId);
    // A refusal below is decided inside the transaction; the score it carries is read once that has rolled back.
    const refused = await deps.db
      .transaction(async (tx) => {
      // Same lock as the organizer's score entry: knockout rounds advance one result at a time.
      const championship = await lockChampionship(tx, game.championshipId);
      assertScoresOpen(await stageIn(tx, championship!, nowOf(deps)), game, nowOf(deps));
      const [pending] = await tx
        .select()
        .from(scoreReports)
        .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'pending')))
        .for('update');
      const [current] = await tx.select().from(games).where(eq(games.id, game.id));
      if (!pending) throw new ScoreRefusal(messages.noPendingReport);
      if (pending.teamId === teamId) throw new HttpError(422, messages.sameTeamConfirms);
      if (!current || current.status === 'finalizado') throw new ScoreRefusal(messages.gameAlreadyFinished);
      if (version !== undefined && version !== current.version) throw new ScoreRefusal(messages.scoreVersionConflict);
      if (current.phase === GAME_PHASE_POOLS && championship?.knockoutBracket) throw new HttpError(409, messages.poolScoreAfterKnockout);
      const result = validateMatch(pending.sets);
      if (!result.ok) throw new HttpError(422, result.message);
      const saved = await saveFinalScore(tx, game.id, pending.sets, result, current.version);
      if (!saved) throw new ScoreRefusal(messages.scoreVersionConflict);
      await tx.update(scoreReports).set({ status: 'confirmed', decidedBy: userId, decidedAt: nowOf(deps) }).where(eq(scoreReports.id, pending.id));
      if (saved.phase > GAME_PHASE_POOLS && championship) await advanceKnockout(tx, championship);
      return null;
    })
      .catch((error: unknown) => {
        if (error instanceof ScoreRefusal) return error.message;
        throw error;
      });
    if (refused !== null) throw await scoreConflict(deps.db, game.id, refused);
    return c.json(await answer(c, game.id), 200);
  };

  const dispute: RouteHandler<typeof disputeScoreRoute, AppEnv> = async (c) => {
    const { gameId } = c.req.valid('param');
    const body = (c.req.valid('json') ?? {}) as { reason?: string | undefined };
    const userId = c.var.auth.id;
    const game = await findGame(gameId);
    const teamId = await callerTeam(game, userId);
    await deps.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(scoreReports)
        .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'pending')))
        .for('update');
      if (!pending) throw new HttpError(409, messages.noPendingReport);
      if (pending.teamId === teamId) throw new HttpError(422, messages.sameTeamDisputes);
      const reason = body.reason?.trim() ? body.reason.trim() : null;
      await tx.update(scoreReports).set({ status: 'disputed', reason, decidedBy: userId, decidedAt: nowOf(deps) }).where(eq(scoreReports.id, pending.id));
    });
    return c.json(await answer(c, game.id), 200);
  };

  return { report, confirm, dispute };
}
