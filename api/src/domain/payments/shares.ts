import { and, eq, inArray } from 'drizzle-orm';
import { LIVE_PAYMENT_STATUSES, releasedStatus, type ReleaseCause } from '@areia/shared/core/rules/payment';
import { championships, payments, teamMembers, teams } from '../../platform/db/schema';
import { lockShares, lockSharesOfTeams, lockTeams } from '../../platform/db/locks';
import type { Tx } from '../../platform/db/tx';
import { newTxid } from './txid';

export type PaymentRow = typeof payments.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;

/** The earlier of the confirmation plus the hours to pay and the championship's start, as invitations expire. */
export function paymentDeadline(confirmedAt: Date, paymentHours: number, startsAt: Date): Date {
  return new Date(Math.min(confirmedAt.getTime() + paymentHours * HOUR_MS, startsAt.getTime()));
}

/**
 * A team just became confirmed: each member owes the championship's price per person. A free championship creates
 * none, and a member who already has a live share there keeps it (the unique index on live shares decides, so a
 * repeat never doubles a debt). Called inside the transaction that confirms the team.
 */
export async function createShares(tx: Tx, teamId: string, now: Date): Promise<PaymentRow[]> {
  const [team] = await tx
    .select({ id: teams.id, status: teams.status, championshipId: championships.id, priceCents: championships.priceCents, paymentHours: championships.paymentHours, occurs: championships.occurs })
    .from(teams)
    .innerJoin(championships, eq(championships.id, teams.championshipId))
    .where(eq(teams.id, teamId));
  if (!team || team.status !== 'confirmed' || team.priceCents <= 0) return [];
  const members = await tx.select({ playerId: teamMembers.playerId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  if (members.length === 0) return [];
  const deadline = paymentDeadline(now, team.paymentHours, team.occurs);
  return tx
    .insert(payments)
    .values(
      members.map((member) => ({
        championshipId: team.championshipId,
        teamId: team.id,
        userId: member.playerId,
        amountCents: team.priceCents,
        txid: newTxid(),
        deadline,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Timestamps each new status leaves on the row. */
export function stamps(to: PaymentRow['status'], now: Date): Partial<PaymentRow> {
  switch (to) {
    case 'informado':
      return { informedAt: now };
    case 'pago':
      return { paidAt: now };
    case 'pendente':
      return { informedAt: null, paidAt: null };
    case 'reembolsado':
      return { refundedAt: now };
    case 'expirado':
    case 'cancelado':
    case 'retirado':
    case 'reembolso_pendente':
      return { releasedAt: now };
    default:
      return {};
  }
}

/**
 * Shares of a team that leaves, already locked by the caller (lockShares / lockSharesOfTeams): each takes the status
 * `releasedStatus` (shared/src/core/rules/payment.ts) gives it — confirmed money owed back, a share only reported
 * paid cancelled, an unpaid one lapsed — one UPDATE per resulting status; settled shares are untouched.
 */
export async function releaseLockedShares(tx: Tx, locked: readonly PaymentRow[], now: Date, cause: ReleaseCause = 'release'): Promise<PaymentRow[]> {
  const byStatus = new Map<PaymentRow['status'], string[]>();
  for (const share of locked) {
    const to = releasedStatus(share.status, cause);
    if (to) byStatus.set(to, [...(byStatus.get(to) ?? []), share.id]);
  }
  const released: PaymentRow[] = [];
  for (const [to, ids] of byStatus) {
    released.push(...(await tx.update(payments).set({ status: to, ...stamps(to, now), updatedAt: now }).where(inArray(payments.id, ids)).returning()));
  }
  return released;
}

/** A team leaves (its withdrawal, or a release by the caller): its team row, then its shares, locked and released. */
export async function releaseShares(tx: Tx, teamId: string, now: Date, cause: ReleaseCause = 'release'): Promise<PaymentRow[]> {
  await lockTeams(tx, [teamId]);
  return releaseLockedShares(tx, await lockSharesOfTeams(tx, [teamId]), now, cause);
}

/** Every live share of a championship, for its cancellation (the caller holds the championship's lock). */
export async function releaseChampionshipShares(tx: Tx, championshipId: string, now: Date): Promise<PaymentRow[]> {
  const live = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.championshipId, championshipId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])));
  return releaseLockedShares(tx, await lockShares(tx, live.map((share) => share.id)), now, 'cancellation');
}
