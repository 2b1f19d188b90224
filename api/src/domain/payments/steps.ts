import { eq } from 'drizzle-orm';
import { paymentStep, undoFollowUp, type PaymentAction } from '@areia/shared/core/rules/payment';
import { payments } from '../../platform/db/schema';
import { nowOf, type AppDeps } from '../../deps';
import { lockChampionship, lockShares, lockTeams, type ChampionshipRow } from '../../platform/db/locks';
import type { Tx } from '../../platform/db/tx';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { mediaStoreOf } from '../../platform/media/media-store';
import { stageIn } from '../championship/lifecycle';
import { notify } from '../notifications/notify';
import { promoteFromWaitlist } from '../roster/waitlist';
import { releaseUnpaidTeam, scheduleDeadline } from './deadline';
import { removeReceipt, storeReceipt } from './receipts';
import { stamps, type PaymentRow } from './shares';

/** The organizer's steps on a share, by the names of their routes. */
export type ShareStep = 'confirm' | 'undo' | 'refund';
const ACTION: Record<ShareStep, PaymentAction> = { confirm: 'confirmar', undo: 'desfazer', refund: 'reembolsar' };

/**
 * Locks a share in the one order (platform/db/locks.ts): its championship, then its team, then the share. The team
 * is read after the championship's lock, which every change of a team holds, so it is the share's team still.
 */
async function lockShare(tx: Tx, shareId: string): Promise<{ championship: ChampionshipRow; share: PaymentRow }> {
  const [found] = await tx.select({ championshipId: payments.championshipId }).from(payments).where(eq(payments.id, shareId));
  const championship = found ? await lockChampionship(tx, found.championshipId) : undefined;
  if (!championship) throw new HttpError(404, messages.paymentNotFound);
  const [current] = await tx.select({ teamId: payments.teamId }).from(payments).where(eq(payments.id, shareId));
  if (current?.teamId) await lockTeams(tx, [current.teamId]);
  const [share] = await lockShares(tx, [shareId]);
  if (!share) throw new HttpError(404, messages.paymentNotFound);
  return { championship, share };
}

/** The share in its new status, with the timestamps it leaves and any extra columns. */
async function write(tx: Tx, share: PaymentRow, to: PaymentRow['status'], now: Date, extra: Partial<PaymentRow> = {}): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ status: to, ...stamps(to, now), ...extra, updatedAt: now })
    .where(eq(payments.id, share.id))
    .returning();
  return row!;
}

/**
 * "Já paguei": the athlete's share becomes `informado` and keeps the team's slot until the organizer decides. The
 * receipt, when sent, is stored first and kept only if the step commits; a new one replaces the old. Asked again,
 * nothing changes but the receipt; a status the core rule forbids is a 409 with its reason.
 */
export async function informPaid(deps: AppDeps, shareId: string, receipt: Buffer | null): Promise<PaymentRow> {
  const store = mediaStoreOf(deps);
  const stored = receipt ? await storeReceipt(store, shareId, receipt) : null;
  let outcome: { row: PaymentRow; previousReceipt: string | null };
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const { share } = await lockShare(tx, shareId);
      // The clock after the locks: a step that waited on them decides by when it runs.
      const now = nowOf(deps);
      const step = paymentStep(share.status, 'informar');
      if (step.kind === 'refused') throw new HttpError(409, step.reason);
      const extra = stored ? { receiptPath: stored } : {};
      if (step.kind === 'same') {
        if (!stored) return { row: share, previousReceipt: null };
        const [row] = await tx.update(payments).set({ ...extra, updatedAt: now }).where(eq(payments.id, share.id)).returning();
        return { row: row!, previousReceipt: share.receiptPath };
      }
      return { row: await write(tx, share, step.to, now, extra), previousReceipt: stored ? share.receiptPath : null };
    });
  } catch (error) {
    await removeReceipt(store, stored);
    throw error;
  }
  await removeReceipt(store, outcome.previousReceipt);
  return outcome.row;
}

/**
 * The organizer's step on a share (shared/src/core/rules/payment.ts), under the championship's, the team's and the
 * share's locks, in one transaction with what follows it:
 * - confirm: `pago`, and the athlete is told (once: a repeated confirm changes nothing and tells nobody again);
 * - undo: back to `pendente`; before the deadline its job is sent again (the team is released then if still
 *   unpaid); past it, the team is released at once and the list promoted, or, after the draw, the undo is refused;
 * - refund: `reembolsado`.
 * A step to where the share already is answers it unchanged; one its status forbids is a 409 with the reason.
 */
export async function stepShare(deps: AppDeps, shareId: string, step: ShareStep): Promise<PaymentRow> {
  const action = ACTION[step];
  return deps.db.transaction(async (tx) => {
    const { championship, share } = await lockShare(tx, shareId);
    // The clock after the locks: an undo that waited on a draw must see the deadline as it is when it runs.
    const now = nowOf(deps);
    const rule = paymentStep(share.status, action);
    if (rule.kind === 'refused') throw new HttpError(409, rule.reason);
    if (rule.kind === 'same') return share;
    const followUp = action === 'desfazer' ? undoFollowUp(share.deadline, now, await stageIn(tx, championship, now)) : undefined;
    if (followUp === 'refuse') throw new HttpError(409, messages.undoAfterDraw);
    const row = await write(tx, share, rule.to, now);
    if (action === 'confirmar') {
      await notify(tx, deps, {
        userId: row.userId,
        kind: 'payment_confirmed',
        params: { championshipId: championship.id, championshipTitle: championship.title, amountCents: row.amountCents },
      });
    }
    if (!row.teamId) return row;
    if (followUp === 'reschedule') await scheduleDeadline(tx, deps, row.teamId, row.deadline, now);
    if (followUp === 'release' && (await releaseUnpaidTeam(tx, deps, championship, row.teamId, now))) {
      await promoteFromWaitlist(tx, deps, championship, now);
      const [released] = await tx.select().from(payments).where(eq(payments.id, row.id));
      return released!;
    }
    return row;
  });
}
