import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { callRefusal, checkInOpen, dayOpen, mayForfeit, mayMove } from '@areia/shared/core/rules/game-day';
import { CHECKIN_RADIUS_METERS, checkInOpensAt } from '@areia/shared/core/rules/court-queue';
import { courtName } from '@areia/shared/core/rules/pools';
import { validateMatch, type SetPoints } from '@areia/shared/core/rules/score';
import { distanceKm } from '@areia/shared/core/geo/distance';
import { GAME_PHASE_POOLS } from '@areia/shared/core/schemas/organizer';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { lockChampionship, type ChampionshipRow } from '../../platform/db/locks';
import { arenas, checkIns, courtPauses, games, scoreReports, teamMembers, teams } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { OPEN_REPORT_STATUSES, advanceKnockout, saveFinalScore } from '../championship/games';
import { stageIn, stageRefusal } from '../championship/lifecycle';
import { ownedChampionship } from '../championship/organizer';
import { publishLive } from '../live/publish';
import { myGameDay, organizerGameDay, predictDay } from './reads';
import { tellGameCalled } from './pushes';
import type { MyGameDay, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { formatTime } from '@areia/shared/core/format/format';

/**
 * The organizer's steps of a game day and the athlete's check-in. Each is one transaction that locks the
 * championship's row first (platform/db/locks.ts: nothing else is needed, a step touches games, pauses and check-ins
 * of this championship only), asks the rule of shared/src/core/rules/game-day.ts, writes and publishes the change.
 */

const PAUSE_MAX_MS = 12 * 60 * 60_000;

/** The organizer's championship of `gameId`, locked, its stage, and the game re-read under the lock. */
async function lockedGame(tx: Tx, deps: AppDeps, gameId: string, organizerId: string) {
  if (!isUuid(gameId)) throw new HttpError(404, messages.gameNotFound);
  // Read through the transaction: PGlite has one connection, which the transaction holds.
  const [found] = await tx.select({ championshipId: games.championshipId }).from(games).where(eq(games.id, gameId));
  if (!found) throw new HttpError(404, messages.gameNotFound);
  const championship = await ownedChampionship(tx, found.championshipId, organizerId, true);
  const [game] = await tx.select().from(games).where(eq(games.id, gameId));
  if (!game) throw new HttpError(404, messages.gameNotFound);
  return { championship, game, stage: await stageIn(tx, championship, nowOf(deps)) };
}

const dayRefusal = (stage: Parameters<typeof stageRefusal>[0]) => stageRefusal(stage, messages.dayClosed);

/** "Chamar para a quadra": the game starts now on its court. */
export async function callGame(deps: AppDeps, organizerId: string, gameId: string): Promise<OrganizerGameDay> {
  const championshipId = await deps.db.transaction(async (tx) => {
    const { championship, game, stage } = await lockedGame(tx, deps, gameId, organizerId);
    const [busy] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.championshipId, championship.id), eq(games.court, game.court ?? ''), ne(games.id, game.id), sql`${games.calledAt} IS NOT NULL`, ne(games.status, 'finalizado')))
      .limit(1);
    const refusal = callRefusal(stage, game, Boolean(busy));
    if (refusal === 'stage') throw dayRefusal(stage);
    if (refusal === 'finished') throw new HttpError(409, messages.gameAlreadyFinished);
    if (refusal === 'called') throw new HttpError(409, messages.gameAlreadyCalled);
    if (refusal === 'court_busy') throw new HttpError(409, messages.courtBusy(game.court ?? ''));
    await tx.update(games).set({ calledAt: nowOf(deps) }).where(eq(games.id, game.id));
    await tellGameCalled(tx, deps, championship, game);
    await publishLive(tx, championship.id, ['day']);
    return championship.id;
  });
  return organizerGameDay(deps.db, championshipId, nowOf(deps));
}

/** The courts a game may go to: the draw's, and any a game already uses. */
async function courtsOf(tx: Tx, championship: ChampionshipRow): Promise<Set<string>> {
  const used = await tx.selectDistinct({ court: games.court }).from(games).where(eq(games.championshipId, championship.id));
  const names = new Set(used.flatMap((row) => (row.court ? [row.court] : [])));
  for (let index = 0; index < (championship.courts ?? 0); index += 1) names.add(courtName(index));
  return names;
}

/** Renumbers a court's queue 1..n in the given order. */
async function renumber(tx: Tx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const positions = ids.map((id, index) => ({ id, position: index + 1 }));
  await tx.execute(sql`UPDATE ${games} SET queue_position = data.position
    FROM jsonb_to_recordset(${JSON.stringify(positions)}::jsonb) AS data(id uuid, position int) WHERE ${games.id} = data.id`);
}

export type MoveGame = { court?: string | undefined; position?: number | undefined; notBefore?: string | null | undefined };

/** Another court and/or place in its queue, or later ("não antes de"): only a game not yet called. */
export async function moveGame(deps: AppDeps, organizerId: string, gameId: string, move: MoveGame): Promise<OrganizerGameDay> {
  const championshipId = await deps.db.transaction(async (tx) => {
    const { championship, game, stage } = await lockedGame(tx, deps, gameId, organizerId);
    if (!dayOpen(stage)) throw dayRefusal(stage);
    if (!mayMove(stage, game)) throw new HttpError(409, messages.gameNotMovable);
    const target = move.court ?? game.court ?? '';
    if (!(await courtsOf(tx, championship)).has(target)) throw new HttpError(422, messages.courtUnknown);
    const queueOf = async (court: string) =>
      (
        await tx
          .select({ id: games.id })
          .from(games)
          .where(and(eq(games.championshipId, championship.id), eq(games.court, court), ne(games.id, game.id)))
          .orderBy(asc(games.queuePosition), asc(games.scheduledAt), asc(games.id))
      ).map((row) => row.id);
    const queue = await queueOf(target);
    const place = Math.min(Math.max((move.position ?? game.queuePosition ?? queue.length + 1) - 1, 0), queue.length);
    queue.splice(place, 0, game.id);
    await tx
      .update(games)
      .set({ court: target, ...(move.notBefore !== undefined ? { notBefore: move.notBefore === null ? null : new Date(move.notBefore) } : {}) })
      .where(eq(games.id, game.id));
    await renumber(tx, queue);
    if (game.court && game.court !== target) await renumber(tx, await queueOf(game.court));
    await publishLive(tx, championship.id, ['day']);
    return championship.id;
  });
  return organizerGameDay(deps.db, championshipId, nowOf(deps));
}

/** "Quadra indisponível" until `until` (in the next 12 hours), or available again (`until` null). */
export async function pauseCourt(deps: AppDeps, organizerId: string, championshipId: string, court: string, until: string | null): Promise<OrganizerGameDay> {
  await deps.db.transaction(async (tx) => {
    const championship = await ownedChampionship(tx, championshipId, organizerId, true);
    const now = nowOf(deps);
    const stage = await stageIn(tx, championship, now);
    if (!dayOpen(stage)) throw dayRefusal(stage);
    if (!(await courtsOf(tx, championship)).has(court)) throw new HttpError(422, messages.courtUnknown);
    if (until === null) {
      await tx.delete(courtPauses).where(and(eq(courtPauses.championshipId, championship.id), eq(courtPauses.court, court)));
    } else {
      const untilAt = new Date(until);
      if (!(untilAt > now) || untilAt.getTime() - now.getTime() > PAUSE_MAX_MS) throw new HttpError(422, messages.pauseInPast);
      await tx
        .insert(courtPauses)
        .values({ championshipId: championship.id, court, untilAt })
        .onConflictDoUpdate({ target: [courtPauses.championshipId, courtPauses.court], set: { untilAt } });
    }
    await publishLive(tx, championship.id, ['day']);
  });
  return organizerGameDay(deps.db, championshipId, nowOf(deps));
}

/** W.O.: `absentTeamId` was not there when called; the other team wins 2–0 (21–0, 21–0) and it scores no match point. */
export async function forfeitGame(deps: AppDeps, organizerId: string, gameId: string, absentTeamId: string): Promise<OrganizerGameDay> {
  const championshipId = await deps.db.transaction(async (tx) => {
    const { championship, game, stage } = await lockedGame(tx, deps, gameId, organizerId);
    if (!dayOpen(stage)) throw dayRefusal(stage);
    if (!mayForfeit(stage, game)) throw new HttpError(409, messages.gameAlreadyFinished);
    if (absentTeamId !== game.teamAId && absentTeamId !== game.teamBId) throw new HttpError(422, messages.forfeitTeamNotInGame);
    if (game.phase === GAME_PHASE_POOLS && championship.knockoutBracket) throw new HttpError(409, messages.poolScoreAfterKnockout);
    const sets: SetPoints[] = absentTeamId === game.teamAId ? [{ a: 0, b: 21 }, { a: 0, b: 21 }] : [{ a: 21, b: 0 }, { a: 21, b: 0 }];
    const result = validateMatch(sets);
    if (!result.ok) throw new HttpError(422, result.message);
    const now = nowOf(deps);
    const saved = await saveFinalScore(tx, game.id, sets, result, game.version, now, absentTeamId);
    if (!saved) throw new HttpError(409, messages.scoreVersionConflict);
    await tx
      .update(scoreReports)
      .set({ status: 'superseded', decidedBy: organizerId, decidedAt: now })
      .where(and(eq(scoreReports.gameId, game.id), inArray(scoreReports.status, [...OPEN_REPORT_STATUSES])));
    if (saved.phase > GAME_PHASE_POOLS) await advanceKnockout(tx, championship);
    await publishLive(tx, championship.id, ['games', 'day']);
    return championship.id;
  });
  return organizerGameDay(deps.db, championshipId, nowOf(deps));
}

/** The drawn team of `playerId` in this championship, or null. */
async function drawnTeamOf(tx: Tx, championshipId: string, playerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.championshipId, championshipId), eq(teamMembers.playerId, playerId), sql`${teams.groupLabel} IS NOT NULL`));
  return row?.teamId ?? null;
}

/** The organizer checks an athlete in (`present`) or takes it back. */
export async function organizerCheckIn(deps: AppDeps, organizerId: string, championshipId: string, playerId: string, present: boolean): Promise<OrganizerGameDay> {
  await deps.db.transaction(async (tx) => {
    const championship = await ownedChampionship(tx, championshipId, organizerId, true);
    const stage = await stageIn(tx, championship, nowOf(deps));
    if (!dayOpen(stage)) throw dayRefusal(stage);
    if (!isUuid(playerId) || !(await drawnTeamOf(tx, championship.id, playerId))) throw new HttpError(422, messages.playerNotInChampionship);
    if (present) {
      await tx.insert(checkIns).values({ championshipId: championship.id, playerId, checkedInAt: nowOf(deps), checkedInBy: organizerId }).onConflictDoNothing();
    } else {
      await tx.delete(checkIns).where(and(eq(checkIns.championshipId, championship.id), eq(checkIns.playerId, playerId)));
    }
    await publishLive(tx, championship.id, ['checkins']);
  });
  return organizerGameDay(deps.db, championshipId, nowOf(deps));
}

/**
 * The athlete checks in from their phone: a player of a drawn team, from `checkin_minutes` before their team's first
 * predicted game until its last one ended, within CHECKIN_RADIUS_METERS of the arena.
 */
export async function athleteCheckIn(deps: AppDeps, userId: string, championshipId: string, at: { latitude: number; longitude: number }): Promise<MyGameDay> {
  await deps.db.transaction(async (tx) => {
    if (!isUuid(championshipId)) throw new HttpError(404, messages.championshipNotFound);
    const championship = await lockChampionship(tx, championshipId);
    if (!championship) throw new HttpError(404, messages.championshipNotFound);
    const now = nowOf(deps);
    const stage = await stageIn(tx, championship, now);
    const teamId = await drawnTeamOf(tx, championship.id, userId);
    if (!teamId) throw new HttpError(403, messages.checkInNotPlaying);
    if (!dayOpen(stage)) throw dayRefusal(stage);
    const gameRows = await tx.select().from(games).where(eq(games.championshipId, championship.id));
    const pauses = await tx.select().from(courtPauses).where(eq(courtPauses.championshipId, championship.id));
    const { predictions } = predictDay(championship, gameRows, pauses, now);
    const mine = gameRows.filter((game) => game.teamAId === teamId || game.teamBId === teamId);
    const starts = mine.flatMap((game) => predictions.get(game.id)?.predictedStart ?? []);
    const opensAt = starts.length ? checkInOpensAt(new Date(Math.min(...starts.map((start) => start.getTime()))), championship.checkinMinutes) : null;
    const teamDone = mine.length > 0 && mine.every((game) => game.status === 'finalizado');
    if (!checkInOpen(stage, now, opensAt, teamDone)) {
      if (opensAt && now < opensAt) throw new HttpError(409, messages.checkInNotOpen(formatTime(opensAt), championship.checkinMinutes));
      throw new HttpError(409, messages.checkInClosed);
    }
    const [arena] = await tx.select({ latitude: arenas.latitude, longitude: arenas.longitude }).from(arenas).where(eq(arenas.id, championship.arenaId));
    const meters = arena ? Math.round(distanceKm(at, arena) * 1000) : Infinity;
    if (meters > CHECKIN_RADIUS_METERS) throw new HttpError(422, messages.checkInTooFar(Number.isFinite(meters) ? meters : 0));
    await tx.insert(checkIns).values({ championshipId: championship.id, playerId: userId, checkedInAt: now, checkedInBy: userId }).onConflictDoNothing();
    await publishLive(tx, championship.id, ['checkins']);
  });
  return myGameDay(deps.db, championshipId, userId, nowOf(deps));
}
