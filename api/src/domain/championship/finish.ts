import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { TEAM_NAME_SEPARATOR } from '@areia/shared/core/rules/team-name';
import type { Classified } from '@areia/shared/core/rules/placements';
import { mayCancel, mayFinish, mayReopen, reopenOpen } from '@areia/shared/core/rules/lifecycle';
import { championships, games, rankingResults, teamMembers, teams, users } from '../../platform/db/schema';
import { lockChampionship, lockTeams, lockUsers } from '../../platform/db/locks';
import type { ChampionshipRow } from './games';
import { HttpError } from '../../platform/http/http-error';
import { stageIn, stageRefusal } from './lifecycle';
import { messages } from '../../platform/http/messages';
import { awardChampionship, revokeChampionship } from '../ranking/award';
import { floorsOf, scheduleTitleEnd, tellFloorChanges } from '../ranking/floor-notices';
import type { AppDeps } from '../../deps';
import { classification, type StandingTeam } from './standings';
import type { Tx } from '../../platform/db/tx';
import { releaseChampionshipShares } from '../payments/shares';
import { publishLive } from '../live/publish';
import { tellResults } from '../results/result-notices';
import { takeBackNotices } from '../notifications/notify';

/**
 * A championship's finish, reopening and cancellation, each inside the caller's transaction: the route, the demo seed
 * and the bench call the same code. Finish and reopen take their own locks in the order of platform/db/locks.ts;
 * cancel is handed the row already locked. A refusal throws before anything is written.
 */

/** The drawn teams as the standings read them: members' nicknames and the seed stored at the draw. */
async function drawnTeams(tx: Tx, championshipId: string): Promise<StandingTeam[]> {
  const rows = await tx
    .select({
      id: teams.id,
      groupLabel: teams.groupLabel,
      members: sql<string>`string_agg(${users.nickname}, ${TEAM_NAME_SEPARATOR} ORDER BY ${teamMembers.position})`,
      rating: sql<number>`coalesce(sum(${users.rating}), 0)::int`.mapWith(Number),
      seed: teams.seed,
    })
    .from(teams)
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(users, eq(users.id, teamMembers.playerId))
    .where(and(eq(teams.championshipId, championshipId), sql`${teams.groupLabel} IS NOT NULL`))
    .groupBy(teams.id)
    .orderBy(asc(teams.slot));
  return rows;
}

/** The final places of a championship whose games are all played: the knockout first, then the pools. */
export async function computePlacements(tx: Tx, championship: ChampionshipRow): Promise<Classified[]> {
  const [drawn, gameRows] = await Promise.all([
    drawnTeams(tx, championship.id),
    tx.select().from(games).where(eq(games.championshipId, championship.id)),
  ]);
  return classification(drawn, gameRows, championship.knockoutBracket);
}

/** Stores each team's place in one statement. */
export async function storePlacements(tx: Tx, championshipId: string, placements: Classified[]): Promise<void> {
  if (placements.length === 0) return;
  const data = JSON.stringify(placements.map((item) => ({ id: item.teamId, place: item.place })));
  await tx.execute(sql`UPDATE ${teams} SET placement = data.place
    FROM jsonb_to_recordset(${data}::jsonb) AS data(id uuid, place int)
    WHERE ${teams.id} = data.id AND ${teams.championshipId} = ${championshipId}::uuid`);
}

/** Where the finish and the reopen read the time: after their locks, so `finalized_at` orders as the commits do. */
export type Clock = () => Date;

/** The championship's row, locked (the first lock of every step), or 404. */
async function locked(tx: Tx, championshipId: string): Promise<ChampionshipRow> {
  const row = await lockChampionship(tx, championshipId);
  if (!row) throw new HttpError(404, messages.championshipNotFound);
  return row;
}

/**
 * Finishes a championship: locks its row, then its drawn teams (by id), then their athletes (by id), and only then
 * reads what the award depends on and the clock, so a reopen of an earlier championship of the same athletes either
 * committed before (this finish sees its undone results) or waits and then sees this finish's result. Refused when
 * `mayFinish` says the stage forbids it (409: before the draw, finished or cancelled) or games lack a result (422,
 * counted); otherwise every drawn team gets its place, its athletes their points and level changes, and the
 * championship its finish time; with `deps`, each athlete is told their result and an athlete whose minimum category
 * moved is told that too, and the job that tells the champions when their title stops raising it is sent (the seed
 * passes none).
 * Answers the places stored.
 */
export async function finishChampionship(tx: Tx, championshipId: string, clock: Clock, deps?: AppDeps): Promise<Classified[]> {
  const championship = await locked(tx, championshipId);
  const stage = await stageIn(tx, championship, clock());
  if (!mayFinish(stage)) throw stageRefusal(stage, messages.finishBeforeDraw);
  const [left] = await tx
    .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
    .from(games)
    .where(and(eq(games.championshipId, championship.id), ne(games.status, 'finalizado')));
  if ((left?.value ?? 0) > 0) throw new HttpError(422, messages.gamesWithoutResult(left!.value));
  const drawn = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.championshipId, championship.id), isNotNull(teams.groupLabel)));
  await lockTeams(tx, drawn.map((team) => team.id));
  const athletes = drawn.length === 0 ? [] : await tx.select({ id: teamMembers.playerId }).from(teamMembers).where(inArray(teamMembers.teamId, drawn.map((team) => team.id)));
  await lockUsers(tx, athletes.map((athlete) => athlete.id));
  const now = clock();
  const placements = await computePlacements(tx, championship);
  await storePlacements(tx, championship.id, placements);
  const athleteIds = [...new Set(athletes.map((athlete) => athlete.id))];
  const floors = deps ? await floorsOf(tx, athleteIds, now) : undefined;
  await awardChampionship(tx, championship, placements, now);
  if (deps && floors) {
    await tellFloorChanges(tx, deps, championship, floors, now);
    await scheduleTitleEnd(tx, deps, championship, now);
  }
  await tx.update(championships).set({ finishedAt: now }).where(eq(championships.id, championship.id));
  if (deps) await tellResults(tx, deps, championship.id);
  await publishLive(tx, championship.id, ['championship', 'games']);
  return placements;
}

/**
 * Back to em_andamento within the reopen window: locks the row, then the placed teams, then the athletes with a
 * result of it (by id), and only then asks whether one of them has a later finished championship (422) and undoes the
 * places, points and level changes until the next finish (the floor and category go back with them), and takes back
 * the avisos that told them: their results and their category changes. Refused (409)
 * when `mayReopen` says it is not finished.
 */
export async function reopenChampionship(tx: Tx, championshipId: string, clock: Clock): Promise<void> {
  const championship = await locked(tx, championshipId);
  const stage = await stageIn(tx, championship, clock());
  if (!mayReopen(stage) || !championship.finishedAt) throw stageRefusal(stage, messages.notFinished, messages.notFinished);
  const placed = await tx.select({ id: teams.id }).from(teams).where(and(eq(teams.championshipId, championship.id), isNotNull(teams.placement)));
  await lockTeams(tx, placed.map((team) => team.id));
  // Its results change only under its own lock, held: the athletes read here are the ones to lock.
  const athletes = await tx.select({ id: rankingResults.athleteId }).from(rankingResults).where(eq(rankingResults.championshipId, championship.id));
  await lockUsers(tx, athletes.map((athlete) => athlete.id));
  const now = clock();
  if (!reopenOpen(championship.finishedAt, now)) throw new HttpError(422, messages.reopenWindowPassed);
  await revokeChampionship(tx, championship.id, now);
  await takeBackNotices(tx, ['result_posted', 'category_changed'], championship.id, athletes.map((athlete) => athlete.id));
  await tx.update(teams).set({ placement: null }).where(eq(teams.championshipId, championship.id));
  await tx.update(championships).set({ finishedAt: null }).where(eq(championships.id, championship.id));
  await publishLive(tx, championship.id, ['championship', 'games']);
}

/** Cancels anything not finished or already cancelled, with the reason the athletes read. */
export async function cancelChampionship(tx: Tx, championship: ChampionshipRow, reason: string, now: Date): Promise<void> {
  const stage = await stageIn(tx, championship, now);
  if (!mayCancel(stage)) throw new HttpError(409, stage === 'cancelado' ? messages.championshipCancelled : messages.alreadyFinished);
  await tx.update(championships).set({ cancelledAt: now, cancelReason: reason, signupsClosed: true }).where(eq(championships.id, championship.id));
  await releaseChampionshipShares(tx, championship.id, now);
}
