import { and, eq } from 'drizzle-orm';
import { teamNameOf } from '@areia/shared/core/rules/team-name';
import { invitationAnswerOpen } from '@areia/shared/core/rules/lifecycle';
import { invitations, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { lockChampionship } from '../../platform/db/locks';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { stageIn } from '../championship/lifecycle';
import { notify } from '../notifications/notify';
import { membersOfTeams } from '../notifications/recipients';
import { closePostsOfPlayers } from '../partners/closing';
import { freeTeams } from './team-status';
import { promoteFromWaitlist, sweepAndPromote, teamTookConfirmedSlot } from './waitlist';

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * An invited athlete's answer, under the championship's row lock (the only lock it takes), after expired teams gave
 * their slots back. Refused (409) once the stage fixes the teams (invitationAnswerOpen: cancelled, drawn, finished), so
 * no team is confirmed and no share owed where it cannot play. The last acceptance confirms the team: its shares, their
 * deadline job, the partners' avisos and the close of their "Procuro dupla" posts are written in this transaction. A
 * decline undoes the team and offers its slot to the list. Returns the answered invitation.
 */
export async function answerInvitation(deps: AppDeps, invitationId: string, callerId: string, accept: boolean): Promise<InvitationRow> {
  if (!isUuid(invitationId)) throw new HttpError(404, messages.invitationNotFound);
  const [found] = await deps.db.select().from(invitations).where(eq(invitations.id, invitationId));
  if (!found) throw new HttpError(404, messages.invitationNotFound);
  if (found.playerId !== callerId) throw new HttpError(403, messages.invitationNotYours);
  // A refusal found after the sweep is returned, not thrown, so the sweep of expired teams still commits.
  const outcome = await deps.db.transaction(async (tx): Promise<InvitationRow | HttpError> => {
    const locked = await lockChampionship(tx, found.championshipId);
    if (!locked) return new HttpError(404, messages.invitationNotFound);
    const now = nowOf(deps);
    const stage = await stageIn(tx, locked, now);
    if (!invitationAnswerOpen(stage)) return new HttpError(409, stage === 'cancelado' ? messages.invitationChampionshipCancelled : messages.invitationPoolsDrawn);
    await sweepAndPromote(tx, deps, locked, now);
    const [current] = await tx.select().from(invitations).where(eq(invitations.id, found.id));
    if (!current) return new HttpError(404, messages.invitationNotFound);
    if (current.status === 'accepted') return new HttpError(409, messages.invitationAlreadyAccepted);
    if (current.status === 'declined') return new HttpError(409, messages.invitationAlreadyDeclined);
    // A team on the list keeps its invitations open until the start, which the sweep leaves to the list's own end.
    if (current.status === 'expired' || !current.teamId || current.expiresAt.getTime() <= now.getTime()) return new HttpError(409, messages.invitationExpired);
    const teamId = current.teamId;
    const [row] = await tx
      .update(invitations)
      .set({ status: accept ? 'accepted' : 'declined', respondedAt: now })
      .where(eq(invitations.id, current.id))
      .returning();
    if (!accept) {
      // A decline undoes the team: its slot and its other players are free again.
      await freeTeams(tx, [teamId]);
      await promoteFromWaitlist(tx, deps, locked, now);
      return row!;
    }
    const [open] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(eq(invitations.teamId, teamId), eq(invitations.status, 'pending')))
      .limit(1);
    if (open) return row!;
    await tx.update(teams).set({ status: 'confirmed' }).where(eq(teams.id, teamId));
    // Shares are owed once the team holds a slot: now, or when it leaves the list.
    const deadline = await teamTookConfirmedSlot(tx, deps, teamId, now);
    // The one accepting last sees it on screen; the others are told.
    const members = await membersOfTeams(tx, [teamId]);
    // Partners found: their "Procuro dupla" posts in this championship close with the confirmation.
    await closePostsOfPlayers(tx, locked.id, members.map((member) => member.playerId), now);
    await notify(tx, deps, {
      userIds: members.filter((member) => member.playerId !== current.playerId).map((member) => member.playerId),
      kind: 'team_confirmed',
      params: {
        championshipId: locked.id,
        championshipTitle: locked.title,
        teamName: teamNameOf(members.map((member) => member.nickname)),
        // Shares opened now (a paid championship, a slot held): the aviso and its e-mail say what to pay by when.
        ...(deadline ? { amountCents: locked.priceCents, deadline: deadline.toISOString() } : {}),
      },
    });
    return row!;
  });
  if (outcome instanceof HttpError) throw outcome;
  return outcome;
}
