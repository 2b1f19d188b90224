import { and, eq, inArray, sql } from 'drizzle-orm';
import { paymentStep, type PaymentAction } from '@areia/shared/core/rules/payment';
import { championships, payments, teamMembers, teams } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
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
function stamps(to: PaymentRow['status'], now: Date): Partial<PaymentRow> {
  switch (to) {
    case 'informado':
      return { informedAt: now };
    case 'pago':
      return { paidAt: now };
    case 'pendente':
      return { informedAt: null, paidAt: null };
    case 'reembolsado':
      return { refundedAt: now };
    default:
      return {};
  }
}

/**
 * One step of a share (shared/src/core/rules/payment.ts) under its row lock, so a release racing a confirmation ends
 * in one state: whichever commits second sees the first one's status. A step to where the share already is changes
 * nothing and answers the row (a second confirm is harmless); a step its status forbids is a 409 with the reason.
 */
export async function stepPayment(tx: Tx, paymentId: string, action: PaymentAction, now: Date, extra: Partial<PaymentRow> = {}): Promise<{ row: PaymentRow; changed: boolean }> {
  const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!current) throw new HttpError(404, messages.paymentNotFound);
  const step = paymentStep(current.status, action);
  if (step.kind === 'refused') throw new HttpError(409, step.reason);
  if (step.kind === 'same') {
    if (Object.keys(extra).length === 0) return { row: current, changed: false };
    const [row] = await tx.update(payments).set({ ...extra, updatedAt: now }).where(eq(payments.id, current.id)).returning();
    return { row: row!, changed: false };
  }
  const [row] = await tx
    .update(payments)
    .set({ status: step.to, ...stamps(step.to, now), ...extra, updatedAt: now })
    .where(eq(payments.id, current.id))
    .returning();
  return { row: row!, changed: true };
}

/**
 * A team leaves (withdrawal, cancel, or a release at the deadline): money paid or reported is owed back
 * (`reembolso_pendente`), unpaid shares lapse (`expirado`). One set-based statement; settled shares are untouched.
 */
export async function releaseShares(tx: Tx, teamId: string, now: Date = new Date()): Promise<PaymentRow[]> {
  return releaseWhere(tx, eq(payments.teamId, teamId), now);
}

/** Every live share of a championship, for its cancellation. */
export async function releaseChampionshipShares(tx: Tx, championshipId: string, now: Date = new Date()): Promise<PaymentRow[]> {
  return releaseWhere(tx, eq(payments.championshipId, championshipId), now);
}

async function releaseWhere(tx: Tx, scope: ReturnType<typeof eq>, now: Date): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({
      status: sql`CASE WHEN ${payments.status} IN ('pago', 'informado') THEN 'reembolso_pendente' ELSE 'expirado' END`,
      releasedAt: now,
      updatedAt: now,
    })
    .where(and(scope, inArray(payments.status, ['pendente', 'informado', 'pago'])))
    .returning();
}
