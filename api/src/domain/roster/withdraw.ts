import { and, eq, isNull, or } from 'drizzle-orm';
import { teamsMayChange, withdrawOpen } from '@areia/shared/core/rules/lifecycle';
import { games, invitations, teamMembers, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { lockChampionship } from '../../platform/db/locks';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { stageIn } from '../championship/lifecycle';
import { releaseShares } from '../payments/shares';
import { sweepExpired } from './team-status';
import { promoteFromWaitlist } from './waitlist';

/**
 * A member withdraws the team until the draw, before the start (withdrawOpen): under the championship's row lock,
 * its pending invitations expire, its shares are released, the team is deleted (its players are free again) and the
 * freed slot goes to the first team on the list, in this transaction.
 */
export async function withdrawTeam(deps: AppDeps, championshipId: string, teamId: string, callerId: string): Promise<void> {
  if (!isUuid(teamId)) throw new HttpError(404, messages.teamNotFound);
  await deps.db.transaction(async (tx) => {
    const locked = await lockChampionship(tx, championshipId);
    if (!locked) throw new HttpError(404, messages.championshipNotFound);
    const now = nowOf(deps);
    // The promotion below offers every slot freed, the swept ones too.
    await sweepExpired(tx, locked.id, now);
    // A released team's row is a record, not a team that can withdraw.
    const [team] = await tx.select({ id: teams.id }).from(teams).where(and(eq(teams.id, teamId), eq(teams.championshipId, locked.id), isNull(teams.releasedAt)));
    if (!team) throw new HttpError(404, messages.teamNotFound);
    const [member] = await tx
      .select({ playerId: teamMembers.playerId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.playerId, callerId)));
    if (!member) throw new HttpError(403, messages.withdrawNotMember);
    const stage = await stageIn(tx, locked, now);
    if (!teamsMayChange(stage)) throw new HttpError(409, stage === 'cancelado' ? messages.championshipCancelled : messages.poolsDrawnNoWithdraw);
    if (!withdrawOpen(stage, { startsAt: locked.occurs.getTime(), isDisabled: locked.isDisabled }, now)) throw new HttpError(409, messages.withdrawClosed);
    const [game] = await tx
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.championshipId, locked.id), or(eq(games.teamAId, team.id), eq(games.teamBId, team.id))))
      .limit(1);
    if (game) throw new HttpError(409, messages.withdrawHasGames);
    await tx.update(invitations).set({ status: 'expired' }).where(and(eq(invitations.teamId, team.id), eq(invitations.status, 'pending')));
    await releaseShares(tx, team.id, now, 'withdrawal');
    await tx.delete(teams).where(eq(teams.id, team.id));
    await promoteFromWaitlist(tx, deps, locked, now);
  });
}
