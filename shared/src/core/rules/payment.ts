import { formatCurrency, formatTime } from '@areia/shared/core/format/format';
import type { PaymentStatus } from '@areia/shared/core/schemas/payment';
import { teamsMayChange, type Stage } from '@areia/shared/core/rules/lifecycle';
import { TIME_ZONE } from '@areia/shared/core/format/locale';

/**
 * What may happen to an athlete's share, one table for the API and the screens. React-free and zod-free.
 * - `informar`: the athlete says it is paid ("Já paguei"); it keeps the slot until the organizer decides.
 * - `confirmar`: the organizer saw the money (again: nothing changes).
 * - `desfazer`: back to `pendente`, from `informado` or `pago`.
 * - `reembolsar`: the organizer returned the money of a share released after it was paid.
 */
export const PAYMENT_ACTIONS = ['informar', 'confirmar', 'desfazer', 'reembolsar'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

const FROM: Record<PaymentAction, { to: PaymentStatus; from: readonly PaymentStatus[] }> = {
  informar: { to: 'informado', from: ['pendente'] },
  confirmar: { to: 'pago', from: ['pendente', 'informado'] },
  desfazer: { to: 'pendente', from: ['informado', 'pago'] },
  reembolsar: { to: 'reembolsado', from: ['reembolso_pendente'] },
};

export const paymentMessages = {
  alreadyPaid: 'Este pagamento já foi confirmado pelo organizador.',
  expired: 'O prazo deste pagamento terminou e a vaga foi liberada.',
  released: 'Esta inscrição foi desfeita; o valor pago será devolvido pelo organizador.',
  cancelled: 'Esta inscrição foi desfeita antes de o organizador confirmar o pagamento.',
  withdrawn: 'Esta inscrição foi retirada pelo time; não há nada a pagar.',
  refunded: 'O valor desta inscrição já foi devolvido.',
  notPaid: 'Só um pagamento confirmado ou informado pode ser desfeito.',
  notReleased: 'Só um pagamento a devolver pode ser marcado como devolvido.',
} as const;

export type PaymentStep = { kind: 'change'; to: PaymentStatus } | { kind: 'same' } | { kind: 'refused'; reason: string };

/** The step an action takes from a status: a change, nothing (already there: idempotent), or a pt-BR refusal. */
export function paymentStep(status: PaymentStatus, action: PaymentAction): PaymentStep {
  const rule = FROM[action];
  if (status === rule.to) return { kind: 'same' };
  if (rule.from.includes(status)) return { kind: 'change', to: rule.to };
  return { kind: 'refused', reason: refusal(status, action) };
}

function refusal(status: PaymentStatus, action: PaymentAction): string {
  if (action === 'desfazer' && (status === 'pendente' || status === 'expirado' || status === 'cancelado' || status === 'retirado')) return paymentMessages.notPaid;
  if (action === 'reembolsar') return status === 'reembolsado' ? paymentMessages.refunded : paymentMessages.notReleased;
  if (status === 'pago') return paymentMessages.alreadyPaid;
  if (status === 'expirado') return paymentMessages.expired;
  if (status === 'reembolsado') return paymentMessages.refunded;
  if (status === 'reembolso_pendente') return paymentMessages.released;
  if (status === 'cancelado') return paymentMessages.cancelled;
  if (status === 'retirado') return paymentMessages.withdrawn;
  return paymentMessages.notPaid;
}

/** Whether the organizer's screen offers an action on a share in this status. */
export const paymentActionAllowed = (status: PaymentStatus, action: PaymentAction): boolean => paymentStep(status, action).kind === 'change';

/** A share that still counts towards the team's slot and the totals due. */
export const LIVE_PAYMENT_STATUSES: readonly PaymentStatus[] = ['pendente', 'informado', 'pago'];

/** Why shares are released: the team withdrew itself, the championship was cancelled, or the team lost its slot (deadline, draw). */
export type ReleaseCause = 'withdrawal' | 'cancellation' | 'release';

/**
 * At a withdrawal, cancel or release: confirmed money is owed back; a share only reported paid ("Já paguei") and
 * never confirmed is cancelled, since no money is known to have come; an unpaid share lapses. When the team withdrew,
 * every unconfirmed share is `retirado`: nothing expired, the athletes left, and both sides read it so. When the
 * championship was cancelled, every unconfirmed share is `cancelado`: nothing is owed for an event that will not happen.
 * Null: already settled, left as it is. The API computes each released share with this, under the share's row lock.
 */
export function releasedStatus(status: PaymentStatus, cause: ReleaseCause = 'release'): PaymentStatus | null {
  if (status === 'pago') return 'reembolso_pendente';
  if (status !== 'informado' && status !== 'pendente') return null;
  if (cause === 'withdrawal') return 'retirado';
  if (cause === 'cancellation') return 'cancelado';
  return status === 'informado' ? 'cancelado' : 'expirado';
}

/**
 * What follows "Desfazer" (a share back to `pendente`): before its deadline, the deadline is kept and its job sent
 * again, so the team is released then if still unpaid; past it, the team is released at once, which only a stage
 * where teams may still change allows (before the draw); after the draw the undo is refused.
 */
export type UndoFollowUp = 'reschedule' | 'release' | 'refuse';

export function undoFollowUp(deadline: Date, now: Date, stage: Stage): UndoFollowUp {
  if (deadline.getTime() > now.getTime()) return 'reschedule';
  return teamsMayChange(stage) ? 'release' : 'refuse';
}

/** A team is "paga" when every one of its live shares is confirmed. */
export const teamPaid = (statuses: readonly PaymentStatus[]): boolean => statuses.length > 0 && statuses.every((status) => status === 'pago');

/** The organizer's totals in centavos: received (pago, and what is still to be returned) and still due. */
export function paymentTotals(rows: readonly { amountCents: number; status: PaymentStatus }[]): { receivedCents: number; dueCents: number; refundDueCents: number } {
  let receivedCents = 0;
  let dueCents = 0;
  let refundDueCents = 0;
  for (const row of rows) {
    if (row.status === 'pago') receivedCents += row.amountCents;
    else if (row.status === 'pendente' || row.status === 'informado') dueCents += row.amountCents;
    else if (row.status === 'reembolso_pendente') refundDueCents += row.amountCents;
  }
  return { receivedCents, dueCents, refundDueCents };
}

/** How each state reads on the screens. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pendente: 'Pendente',
  informado: 'Informado',
  pago: 'Pago',
  expirado: 'Expirado',
  cancelado: 'Cancelado',
  retirado: 'Cancelado — inscrição retirada',
  reembolso_pendente: 'Reembolso pendente',
  reembolsado: 'Reembolsado',
};

/** Integer centavos as the screens write money: 'R$ 50,00'. */
export function formatCents(cents: number): string {
  return formatCurrency(cents / 100);
}

// Built on first use and kept (core/format/format.ts says why).
let dayPartsFormat: Intl.DateTimeFormat | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'] as const;

/** The calendar day of an instant in Brazil's time, as a day count (for "hoje", "amanhã" and weekdays). */
function brazilDay(at: Date): { day: number; weekday: number; date: string } {
  dayPartsFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
  const parts = dayPartsFormat.formatToParts(at);
  const part = (type: string) => parts.find((item) => item.type === type)!.value;
  const [year, month, day] = [Number(part('year')), Number(part('month')), Number(part('day'))];
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { day: Math.round(Date.UTC(year, month - 1, day) / DAY_MS), weekday, date: `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}` };
}

/**
 * When a share is due, as a person says it: "18:00 de hoje", "18:00 de amanhã", "18:00 de sexta" within the week,
 * "18:00 de 14/12" further on (Brazil's time).
 */
export function dueWhen(deadline: Date, now: Date): string {
  const time = formatTime(deadline);
  const due = brazilDay(deadline);
  const days = due.day - brazilDay(now).day;
  const day = days <= 0 ? 'hoje' : days === 1 ? 'amanhã' : days < 7 ? WEEKDAYS[due.weekday] : due.date;
  return `${time} de ${day}`;
}

/** The line a pending share shows where the athlete looks (home, championship): "Pague R$ 60,00 até 18:00 de sexta". */
export const payBy = (amountCents: number, deadline: Date, now: Date): string => `Pague ${formatCents(amountCents)} até ${dueWhen(deadline, now)}`;
