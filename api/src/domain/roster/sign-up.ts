import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createTeamSchema } from '@areia/shared/core/schemas/team';
import { ineligibleReason } from '@areia/shared/core/rules/category';
import { signUpsOpen, type Stage } from '@areia/shared/core/rules/lifecycle';
import { invitations, teamMembers, teams, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { lockChampionship, type ChampionshipRow } from '../../platform/db/locks';
import { uniqueViolation } from '../../platform/db/db-errors';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { stageIn } from '../championship/lifecycle';
import { notify } from '../notifications/notify';
import { minCategories } from '../ranking/category';
import { closePostsOfPlayers } from '../partners/closing';
import { invitationExpiry } from './team-status';
import { freeSlotNumbers, scheduleInvitationExpiry, slotsTaken, sweepAndPromote, teamTookConfirmedSlot, waitingTeams } from './waitlist';

type CreateTeam = z.output<typeof createTeamSchema>;

/** Why a sign-up is refused at this stage, in the words the championship's page uses. */
export function signUpRefusal(stage: Stage, row: ChampionshipRow, now: Date): string {
  if (stage === 'cancelado') return messages.championshipCancelled;
  if (stage !== 'inscricoes_encerradas') return messages.poolsDrawnNoSignUps;
  if (row.isDisabled) return messages.championshipDisabled;
  if (row.signupsClosed) return messages.signupsClosed;
  return row.occurs.getTime() <= now.getTime() ? messages.championshipPast : messages.signupsClosed;
}

/** The body's players, checked: the right number, no one twice, every one known, the caller among them, none above the category. */
async function checkedPlayers(deps: AppDeps, championship: ChampionshipRow, callerId: string, body: CreateTeam) {
  if (body.championship_id !== championship.id) throw new HttpError(400, messages.championshipMismatch);
  const playerIds = body.team_members.map((member) => member.player_id);
  if (new Set(playerIds).size !== playerIds.length) throw new HttpError(400, messages.duplicatePlayer);
  if (playerIds.length !== championship.playersPerTeam) throw new HttpError(400, messages.teamSizeWrong(championship.playersPerTeam));
  if (!playerIds.every(isUuid)) throw new HttpError(400, messages.unknownPlayer);
  if (!playerIds.includes(callerId)) throw new HttpError(403, messages.callerNotInTeam);
  const known = await deps.db.select({ id: users.id, nickname: users.nickname, rating: users.rating, category: users.category }).from(users).where(inArray(users.id, playerIds));
  if (known.length !== playerIds.length) throw new HttpError(400, messages.unknownPlayer);
  // Category eligibility: nobody above the championship's category (shared/src/core/rules/category.ts).
  const categories = await minCategories(deps, known, nowOf(deps));
  for (const id of playerIds) {
    const player = known.find((row) => row.id === id)!;
    const reason = ineligibleReason(player.nickname, categories.get(id)!.category, championship.category);
    if (reason) throw new HttpError(422, reason);
  }
  return { playerIds, callerNickname: known.find((row) => row.id === callerId)!.nickname };
}

/**
 * A sign-up, for a slot or for the list (`waitlist`): the same body, consent and category rules. Under the
 * championship's row lock (the only lock it takes), after expired teams gave their slots back (to the list first):
 * the stage must take new teams (signUpsOpen); a team takes a free slot only while nobody waits; otherwise it joins
 * the list, which is refused while slots are free and once `max_teams` teams wait. The invitations, their expiry job
 * and the partners' avisos are written in the same transaction. Returns the team and its place on the list (0: a slot).
 */
export async function signUp(
  deps: AppDeps,
  championship: ChampionshipRow,
  callerId: string,
  body: CreateTeam,
  waitlist: boolean,
): Promise<{ teamId: string; position: number }> {
  const { playerIds, callerNickname } = await checkedPlayers(deps, championship, callerId, body);
  try {
    // A refusal found after the sweep is returned, not thrown, so the sweep commits.
    const outcome = await deps.db.transaction(async (tx): Promise<{ teamId: string; position: number } | HttpError> => {
      // Concurrent sign-ups for the championship queue here, so the counts below are exact.
      const locked = await lockChampionship(tx, championship.id);
      if (!locked) throw new HttpError(404, messages.championshipNotFound);
      const now = nowOf(deps);
      const stage = await stageIn(tx, locked, now);
      if (!signUpsOpen(stage)) throw new HttpError(409, signUpRefusal(stage, locked, now));
      // The organizer may have changed the team size or the category since the players were checked: check again
      // against the row as it is under the lock.
      if (locked.playersPerTeam !== championship.playersPerTeam || locked.category !== championship.category) await checkedPlayers(deps, locked, callerId, body);
      await sweepAndPromote(tx, deps, locked, now);
      // A player of a team released for non-payment may sign up again (the record is left below, once nothing refuses).
      const releasedTeam = sql`${teamMembers.teamId} IN (SELECT id FROM teams WHERE championship_id = ${locked.id} AND released_at IS NOT NULL)`;
      const [already] = await tx
        .select({ playerId: teamMembers.playerId })
        .from(teamMembers)
        .where(and(eq(teamMembers.championshipId, locked.id), inArray(teamMembers.playerId, playerIds), sql`NOT ${releasedTeam}`))
        .limit(1);
      if (already) return new HttpError(409, messages.playerAlreadyRegistered);
      const waiting = (await waitingTeams(tx, locked.id)).length;
      const full = (await slotsTaken(tx, locked.id)) >= locked.maxTeams;
      if (waitlist && !full && waiting === 0) return new HttpError(409, messages.slotsStillFree);
      // The list holds at most as many teams as the championship has slots.
      if (waitlist && waiting >= locked.maxTeams) return new HttpError(422, messages.waitlistFull(locked.maxTeams));
      if (!waitlist && (full || waiting > 0)) return new HttpError(409, messages.noSlotsLeft);
      const [slot] = waitlist ? [] : await freeSlotNumbers(tx, locked, 1);
      if (!waitlist && slot === undefined) return new HttpError(409, messages.noSlotsLeft);
      // Nothing refused: the players leave the record of a released team of theirs, as the new team takes them.
      await tx.delete(teamMembers).where(and(eq(teamMembers.championshipId, locked.id), inArray(teamMembers.playerId, playerIds), releasedTeam));
      const others = playerIds.filter((id) => id !== callerId);
      const [team] = await tx
        .insert(teams)
        .values({
          championshipId: locked.id,
          slot: waitlist ? null : slot,
          // The database's clock: distinct for each team joining under the lock, so the order has no ties.
          waitlistedAt: waitlist ? sql`clock_timestamp()` : null,
          createdBy: callerId,
          createdAt: now,
          // Pending until every partner accepts; a team of one (never, today) would be confirmed at once.
          status: others.length > 0 ? 'pending' : 'confirmed',
        })
        .returning({ id: teams.id });
      await tx.insert(teamMembers).values(
        // The caller is always the first slot, as on the create-team screen.
        [callerId, ...others].map((playerId, index) => ({ teamId: team!.id, championshipId: locked.id, playerId, position: index + 1 })),
      );
      if (others.length > 0) {
        // On the list, invitations stay open until the championship starts; a slot taken gives them 48 hours.
        const expiresAt = waitlist ? locked.occurs : invitationExpiry(now, locked.occurs);
        await tx
          .insert(invitations)
          .values(others.map((playerId) => ({ teamId: team!.id, championshipId: locked.id, playerId, invitedById: callerId, createdAt: now, expiresAt })));
        if (!waitlist) await scheduleInvitationExpiry(tx, deps, locked.id, expiresAt);
        await notify(tx, deps, {
          userIds: others,
          kind: 'invitation_received',
          params: { championshipId: locked.id, championshipTitle: locked.title, inviterNickname: callerNickname },
        });
      } else {
        await teamTookConfirmedSlot(tx, deps, team!.id, now);
        await closePostsOfPlayers(tx, locked.id, playerIds, now);
      }
      return { teamId: team!.id, position: waitlist ? waiting + 1 : 0 };
    });
    if (outcome instanceof HttpError) throw outcome;
    return outcome;
  } catch (error) {
    // The unique indexes are the last line of defence if two transactions ever slip past the lock.
    const violation = uniqueViolation(error);
    if (violation) throw new HttpError(409, violation.constraint.includes('team_members') ? messages.playerAlreadyRegistered : messages.noSlotsLeft);
    throw error;
  }
}
