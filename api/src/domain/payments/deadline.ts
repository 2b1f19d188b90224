import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { teamsMayChange } from '@areia/shared/core/rules/lifecycle';
import { payments, teams } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { lockSharesOfTeams, lockTeams, type ChampionshipRow } from '../../platform/db/locks';
import type { Tx } from '../../platform/db/tx';
import { JOB_NAMES } from '../../platform/jobs/names';
import { stageIn } from '../championship/lifecycle';
import { notify } from '../notifications/notify';
import { membersOfTeams } from '../notifications/recipients';
import { createShares, releaseLockedShares } from './shares';

const HOUR_MS = 60 * 60 * 1000;
/** The payment reminder goes out this long before the deadline. */
export const REMINDER_BEFORE_MS = 12 * HOUR_MS;

/**
 * The payments half of a team taking a confirmed slot: each member owes the price, with the deadline job and its
 * 12-hour reminder written in the same transaction. Returns the shares' deadline, if any (none when free).
 */
export async function openShares(tx: Tx, deps: AppDeps, teamId: string, now: Date): Promise<Date | undefined> {
  const shares = await createShares(tx, teamId, now);
  const deadline = shares[0]?.deadline;
  if (!deadline) return undefined;
  await scheduleDeadline(tx, deps, teamId, deadline, now);
  return deadline;
}

/**
 * The deadline job (and the reminder 12 h before, when that is still ahead) for a team's shares. One waiting job per
 * team and deadline: sending it again while it waits changes nothing.
 */
export async function scheduleDeadline(tx: Tx, deps: AppDeps, teamId: string, deadline: Date, now: Date): Promise<void> {
  const jobs = deps.jobs!;
  await jobs.send(JOB_NAMES.paymentDeadline, { teamId }, { startAfter: deadline, singletonKey: `${teamId}:${deadline.getTime()}`, tx });
  const remindAt = new Date(deadline.getTime() - REMINDER_BEFORE_MS);
  if (remindAt.getTime() > now.getTime()) {
    await jobs.send(JOB_NAMES.paymentReminder, { teamId }, { startAfter: remindAt, singletonKey: `${teamId}:${deadline.getTime()}`, tx });
  }
}

/**
 * At its deadline (or at the draw, `atDraw`), a team with an unpaid (`pendente`) share loses its slot: the row stays,
 * marked released with no slot; its shares are released (shared/src/core/rules/payment.ts, releasedStatus); its
 * members are told. The caller holds the championship's row lock; this locks the team, then its shares, and reads
 * them only under those locks, so a confirmation committed meanwhile is seen (and the team kept). Outside the draw,
 * a team is released only while teams may change (core `teamsMayChange`): a drawn team keeps its slot and pool.
 * Guarded by the slot itself, so a second run, or a withdrawal that got there first, changes nothing. The caller
 * promotes from the list afterwards. True when this call released it.
 */
export async function releaseUnpaidTeam(tx: Tx, deps: AppDeps, championship: ChampionshipRow, teamId: string, now: Date, options: { atDraw?: boolean } = {}): Promise<boolean> {
  if (!options.atDraw && !teamsMayChange(await stageIn(tx, championship, now))) return false;
  const [team] = await lockTeams(tx, [teamId]);
  if (!team || team.championshipId !== championship.id || team.slot === null) return false;
  const shares = await lockSharesOfTeams(tx, [teamId]);
  const due = shares.some((share) => share.status === 'pendente' && (options.atDraw || share.deadline.getTime() <= now.getTime()));
  if (!due) return false;
  await tx.update(teams).set({ slot: null, releasedAt: now, groupLabel: null }).where(eq(teams.id, teamId));
  await releaseLockedShares(tx, shares, now);
  const members = await membersOfTeams(tx, [teamId]);
  await notify(tx, deps, {
    userIds: members.map((member) => member.playerId),
    kind: 'slot_released',
    params: { championshipId: championship.id, championshipTitle: championship.title },
  });
  return true;
}

/** Teams of a championship holding a slot with an unpaid share: what a draw releases first. */
export async function unpaidTeams(tx: Tx, championshipId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ teamId: payments.teamId })
    .from(payments)
    .innerJoin(teams, eq(teams.id, payments.teamId))
    .where(and(eq(payments.championshipId, championshipId), eq(payments.status, 'pendente'), isNotNull(teams.slot)));
  return rows.flatMap((row) => (row.teamId ? [row.teamId] : [])).sort();
}

/** Whether a share of the championship was reported paid and awaits the organizer's decision. */
export async function hasUndecidedShare(tx: Tx, championshipId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.championshipId, championshipId), inArray(payments.status, ['informado'])))
    .limit(1);
  return rows.length > 0;
}
