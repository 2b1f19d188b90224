import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Classified } from '@areia/shared/core/rules/placements';
import { mayCancel, reopenOpen } from '@areia/shared/core/rules/lifecycle';
import { championships, games, teamMembers, teams, users } from '../../platform/db/schema';
import type { ChampionshipRow } from './games';
import { HttpError } from '../../platform/http/http-error';
import { stageIn } from './lifecycle';
import { messages } from '../../platform/http/messages';
import { awardChampionship, revokeChampionship } from '../ranking/award';
import { classification, type StandingTeam } from './standings';
import type { Tx } from '../../platform/db/tx';
import { releaseChampionshipShares } from '../payments/shares';

/**
 * A championship's finish, reopening and cancellation, each inside the caller's transaction with the championship's
 * row locked: the route and the demo seed call the same code. A refusal throws before anything is written.
 */

/** The drawn teams as the standings read them: members' nicknames and the seed stored at the draw. */
async function drawnTeams(tx: Tx, championshipId: string): Promise<StandingTeam[]> {
  const rows = await tx
    .select({
      id: teams.id,
      groupLabel: teams.groupLabel,
      members: sql<string>`string_agg(${users.nickname}, ', ' ORDER BY ${teamMembers.position})`,
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

/**
 * Finishes a locked championship: refused when it is not being played (409 finished or cancelled, 422 before the
 * draw) or has games without a result (422, counted); otherwise every drawn team gets its place, its athletes their
 * points and level changes, and the championship its finish time. Answers the places stored.
 */
export async function finishChampionship(tx: Tx, championship: ChampionshipRow, now: Date): Promise<Classified[]> {
  const stage = await stageIn(tx, championship, now);
  if (stage === 'finalizado') throw new HttpError(409, messages.alreadyFinished);
  if (stage === 'cancelado') throw new HttpError(409, messages.championshipCancelled);
  if (stage !== 'em_andamento') throw new HttpError(422, messages.finishBeforeDraw);
  const [left] = await tx
    .select({ value: sql<number>`count(*)::int`.mapWith(Number) })
    .from(games)
    .where(and(eq(games.championshipId, championship.id), ne(games.status, 'finalizado')));
  if ((left?.value ?? 0) > 0) throw new HttpError(422, messages.gamesWithoutResult(left!.value));
  const placements = await computePlacements(tx, championship);
  await storePlacements(tx, championship.id, placements);
  await awardChampionship(tx, championship, placements, now);
  await tx.update(championships).set({ finishedAt: now }).where(eq(championships.id, championship.id));
  return placements;
}

/**
 * Back to em_andamento within the reopen window: the places, points and level changes are undone until the next
 * finish (refused while one of its athletes has a later finished championship).
 */
export async function reopenChampionship(tx: Tx, championship: ChampionshipRow, now: Date): Promise<void> {
  const stage = await stageIn(tx, championship, now);
  if (stage === 'cancelado') throw new HttpError(409, messages.championshipCancelled);
  if (stage !== 'finalizado' || !championship.finishedAt) throw new HttpError(409, messages.notFinished);
  if (!reopenOpen(championship.finishedAt, now)) throw new HttpError(422, messages.reopenWindowPassed);
  await revokeChampionship(tx, championship.id);
  await tx.update(teams).set({ placement: null }).where(eq(teams.championshipId, championship.id));
  await tx.update(championships).set({ finishedAt: null }).where(eq(championships.id, championship.id));
}

/** Cancels anything not finished or already cancelled, with the reason the athletes read. */
export async function cancelChampionship(tx: Tx, championship: ChampionshipRow, reason: string, now: Date): Promise<void> {
  const stage = await stageIn(tx, championship, now);
  if (!mayCancel(stage)) throw new HttpError(409, stage === 'cancelado' ? messages.championshipCancelled : messages.alreadyFinished);
  await tx.update(championships).set({ cancelledAt: now, cancelReason: reason, signupsClosed: true }).where(eq(championships.id, championship.id));
  await releaseChampionshipShares(tx, championship.id, now);
}
