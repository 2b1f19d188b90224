import { and, eq, inArray } from 'drizzle-orm';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import { validateMatch, type SetPoints } from '@areia/shared/core/rules/score';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { games, scoreReports, users } from '../../platform/db/schema';
import { lockChampionship } from '../../platform/db/locks';
import { uniqueViolation } from '../../platform/db/db-errors';
import type { Tx } from '../../platform/db/tx';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { publishLive } from '../live/publish';
import { notify } from '../notifications/notify';
import { membersOfTeams } from '../notifications/recipients';
import { OPEN_REPORT_STATUSES, SCOREKEEPER_NAME, advanceKnockout, saveFinalScore, scoreConflict, type ChampionshipRow, type GameRow } from './games';
import { assertScoresOpen, stageIn } from './lifecycle';
import { ownedChampionship, teamOfPlayer } from './organizer';

/**
 * The scores of a championship being played: the organizer's entry, and the athletes' report, confirmation and
 * dispute. Each is one transaction that first locks the championship's row (platform/db/locks.ts: nothing else is
 * needed, a score touches no team, share or athlete row), asks `scoresOpen` (through `assertScoresOpen`) whether the
 * stage takes scores, writes and notifies. Knockout rounds advance from results the next score can see.
 */

/** A 409 decided inside the transaction, answered with the score the game holds once that has rolled back. */
class ScoreRefusal extends Error {}

/** Runs `step` in a transaction; a `ScoreRefusal` becomes the 409 carrying the current score. */
async function scoreTransaction<T>(deps: AppDeps, gameId: string, step: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(step);
  } catch (error) {
    if (error instanceof ScoreRefusal) throw await scoreConflict(deps.db, gameId, error.message);
    if (uniqueViolation(error)) throw await scoreConflict(deps.db, gameId, messages.reportAlreadyOpen);
    throw error;
  }
}

async function findGame(deps: AppDeps, gameId: string): Promise<GameRow> {
  if (!isUuid(gameId)) throw new HttpError(404, messages.gameNotFound);
  const [game] = await deps.db.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new HttpError(404, messages.gameNotFound);
  return game;
}

/** The caller's team in this game, or 403. */
async function callerTeam(deps: AppDeps, game: GameRow, userId: string): Promise<string> {
  const teamId = await teamOfPlayer(deps.db, [game.teamAId, game.teamBId], userId);
  if (!teamId) throw new HttpError(403, messages.notAPlayerOfGame);
  return teamId;
}

/** The championship's row, locked, and whether it takes a score for `game` now (409 by stage, 422 too early). */
async function lockForScore(tx: Tx, deps: AppDeps, game: GameRow, organizerId?: string): Promise<ChampionshipRow> {
  const championship = organizerId ? await ownedChampionship(tx, game.championshipId, organizerId, true) : await lockChampionship(tx, game.championshipId);
  if (!championship) throw new HttpError(404, messages.championshipNotFound);
  const now = nowOf(deps);
  assertScoresOpen(await stageIn(tx, championship, now), game, now);
  return championship;
}

export type EnterScore = { organizerId: string; gameId: string; sets: SetPoints[]; version: number };

/**
 * The organizer's score: final at once, settling any open report (pending or disputed). Refused for an impossible
 * score (422, before anything is locked), a stage without scores (409), a pool game once the knockout is published
 * (409) or a game saved since `version` (409 with the current score).
 */
export async function enterScore(deps: AppDeps, input: EnterScore): Promise<{ row: GameRow; bracketSize: number | undefined }> {
  const game = await findGame(deps, input.gameId);
  await ownedChampionship(deps.db, game.championshipId, input.organizerId);
  const result = validateMatch(input.sets);
  if (!result.ok) throw new HttpError(422, result.message);
  return scoreTransaction(deps, game.id, async (tx) => {
    const championship = await lockForScore(tx, deps, game, input.organizerId);
    if (game.phase === GAME_PHASE_POOLS && championship.knockoutBracket) throw new HttpError(409, messages.poolScoreAfterKnockout);
    const row = await saveFinalScore(tx, game.id, input.sets, result, input.version, nowOf(deps));
    if (!row) throw new ScoreRefusal(messages.scoreVersionConflict);
    await tx
      .update(scoreReports)
      .set({ status: 'superseded', decidedBy: input.organizerId, decidedAt: nowOf(deps) })
      .where(and(eq(scoreReports.gameId, game.id), inArray(scoreReports.status, [...OPEN_REPORT_STATUSES])));
    if (row.phase > GAME_PHASE_POOLS) await advanceKnockout(tx, championship);
    await publishLive(tx, championship.id, ['games', 'day']);
    return { row, bracketSize: championship.knockoutBracket?.length };
  });
}

export type ReportScore = { userId: string; gameId: string; sets: SetPoints[]; version?: number | undefined };

/**
 * A player of either team reports the sets (pending) and the other team is told to confirm or dispute. Refused for
 * someone not playing it (403), a final game, a game changed since `version` or an open report (409 with the current
 * score), a stage without scores (409) or an impossible or too early score (422).
 */
export async function reportScore(deps: AppDeps, input: ReportScore): Promise<void> {
  const game = await findGame(deps, input.gameId);
  const teamId = await callerTeam(deps, game, input.userId);
  await openReport(deps, game, { teamId, userId: input.userId }, input.sets, input.version);
}

/**
 * The scorekeeper's result (domain/scorekeeper, its link already checked): a pending report of no team, which a
 * player of either team confirms or disputes, and the organizer decides by entering the score; same refusals.
 */
export async function reportScoreAsScorekeeper(deps: AppDeps, input: { linkId: string; gameId: string; sets: SetPoints[] }): Promise<void> {
  const game = await findGame(deps, input.gameId);
  await openReport(deps, game, { linkId: input.linkId }, input.sets, undefined);
}

type Reporter = { teamId: string; userId: string } | { linkId: string };

async function openReport(deps: AppDeps, game: GameRow, reporter: Reporter, sets: SetPoints[], version: number | undefined): Promise<void> {
  await scoreTransaction(deps, game.id, async (tx) => {
    const championship = await lockChampionship(tx, game.championshipId);
    if (!championship) throw new HttpError(404, messages.championshipNotFound);
    const [current] = await tx.select().from(games).where(eq(games.id, game.id));
    if (!current || current.status === 'finalizado') throw new ScoreRefusal(messages.gameAlreadyFinished);
    if (version !== undefined && version !== current.version) throw new ScoreRefusal(messages.scoreVersionConflict);
    const now = nowOf(deps);
    assertScoresOpen(await stageIn(tx, championship, now), current, now);
    const result = validateMatch(sets);
    if (!result.ok) throw new HttpError(422, result.message);
    const [open] = await tx
      .select({ status: scoreReports.status })
      .from(scoreReports)
      .where(and(eq(scoreReports.gameId, game.id), inArray(scoreReports.status, [...OPEN_REPORT_STATUSES])));
    if (open) throw new ScoreRefusal(open.status === 'disputed' ? messages.reportDisputed : messages.reportAlreadyOpen);
    // The partial unique index (one open report per game) stays the last word, should a writer skip the lock.
    const byPlayer = 'teamId' in reporter;
    await tx.insert(scoreReports).values({
      gameId: game.id,
      teamId: byPlayer ? reporter.teamId : null,
      reportedBy: byPlayer ? reporter.userId : null,
      scorekeeperLinkId: byPlayer ? null : reporter.linkId,
      sets,
      status: 'pending',
      createdAt: now,
    });
    // A player's report goes to the other team to confirm; the scorekeeper's, to both.
    const toConfirm = byPlayer ? [game.teamAId === reporter.teamId ? game.teamBId : game.teamAId] : [game.teamAId, game.teamBId];
    const recipients = await membersOfTeams(tx, toConfirm);
    const [reporterRow] = byPlayer ? await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, reporter.userId)) : [{ nickname: SCOREKEEPER_NAME }];
    await notify(tx, deps, {
      userIds: recipients.map((member) => member.playerId),
      kind: 'score_to_confirm',
      params: { championshipId: game.championshipId, championshipTitle: championship.title, gameId: game.id, reporterNickname: reporterRow?.nickname ?? '' },
    });
    await publishLive(tx, championship.id, ['games']);
  });
}

export type DecideReport = { userId: string; gameId: string };

/**
 * A player of the other team (of either team, for a scorekeeper's report) confirms the pending report: the game is final with its sets. Refused without a pending
 * report, on a final game or one changed since `version` (409 with the current score), by the reporting team (422),
 * for a pool game once the knockout is published or a stage without scores (409).
 */
export async function confirmScore(deps: AppDeps, input: DecideReport & { version?: number | undefined }): Promise<void> {
  const game = await findGame(deps, input.gameId);
  const teamId = await callerTeam(deps, game, input.userId);
  await scoreTransaction(deps, game.id, async (tx) => {
    const championship = await lockForScore(tx, deps, game);
    const [pending] = await tx
      .select()
      .from(scoreReports)
      .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'pending')))
      .for('update');
    const [current] = await tx.select().from(games).where(eq(games.id, game.id));
    if (!pending) throw new ScoreRefusal(messages.noPendingReport);
    if (pending.teamId === teamId) throw new HttpError(422, messages.sameTeamConfirms);
    if (!current || current.status === 'finalizado') throw new ScoreRefusal(messages.gameAlreadyFinished);
    if (input.version !== undefined && input.version !== current.version) throw new ScoreRefusal(messages.scoreVersionConflict);
    if (current.phase === GAME_PHASE_POOLS && championship.knockoutBracket) throw new HttpError(409, messages.poolScoreAfterKnockout);
    const result = validateMatch(pending.sets);
    if (!result.ok) throw new HttpError(422, result.message);
    const saved = await saveFinalScore(tx, game.id, pending.sets, result, current.version, nowOf(deps));
    if (!saved) throw new ScoreRefusal(messages.scoreVersionConflict);
    await tx.update(scoreReports).set({ status: 'confirmed', decidedBy: input.userId, decidedAt: nowOf(deps) }).where(eq(scoreReports.id, pending.id));
    if (saved.phase > GAME_PHASE_POOLS) await advanceKnockout(tx, championship);
    await publishLive(tx, championship.id, ['games', 'day']);
  });
}

/**
 * A player of the other team (of either team, for a scorekeeper's report) disputes the pending report; the organizer decides by entering the score. Refused
 * without a pending report or in a stage without scores (409), by the reporting team (422).
 */
export async function disputeScore(deps: AppDeps, input: DecideReport & { reason?: string | undefined }): Promise<void> {
  const game = await findGame(deps, input.gameId);
  const teamId = await callerTeam(deps, game, input.userId);
  await deps.db.transaction(async (tx) => {
    const championship = await lockChampionship(tx, game.championshipId);
    if (!championship) throw new HttpError(404, messages.championshipNotFound);
    // Only the stage: the report being disputed already passed the hour-before rule.
    assertScoresOpen(await stageIn(tx, championship, nowOf(deps)), { scheduledAt: null }, nowOf(deps));
    const [pending] = await tx
      .select()
      .from(scoreReports)
      .where(and(eq(scoreReports.gameId, game.id), eq(scoreReports.status, 'pending')))
      .for('update');
    if (!pending) throw new HttpError(409, messages.noPendingReport);
    if (pending.teamId === teamId) throw new HttpError(422, messages.sameTeamDisputes);
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    await tx.update(scoreReports).set({ status: 'disputed', reason, decidedBy: input.userId, decidedAt: nowOf(deps) }).where(eq(scoreReports.id, pending.id));
    await publishLive(tx, championship.id, ['games']);
  });
}
