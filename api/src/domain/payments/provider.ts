import type { organizerPix, payments } from '../../platform/db/schema';

type ShareRow = typeof payments.$inferSelect;
type ReceiverRow = typeof organizerPix.$inferSelect;

/** What an athlete pays with: today a PIX "copia e cola" (its QR is drawn from the same text). */
export type Charge = {
  /** The BR Code; null while the organizer has no PIX details, so nothing can be paid yet. */
  brcode: string | null;
  /** Who receives, as the code names them. */
  receiverName: string | null;
};

/**
 * The provider's word on a charge. `desconhecido`: the provider cannot see the money (a static code is paid straight
 * to the organizer's account), so the organizer's confirmation is what counts.
 */
export type ChargeStatus = { kind: 'pago'; paidAt: Date; endToEndId?: string } | { kind: 'pendente' } | { kind: 'desconhecido' };

/** `manual`: the organizer returns the money and then marks the refund done on the payments screen. */
export type RefundOutcome = { kind: 'manual' } | { kind: 'solicitado'; refundId: string };

/** A provider's notification (a webhook), already authenticated by the edge: which charges it says were paid. */
export type ProviderNotification = { txid: string; endToEndId: string; amountCents: number; paidAt: Date };

/**
 * Every way a share can be charged goes through this one interface, server-side only. Money is integer centavos.
 * The API knows shares and their states (domain/payments/shares.ts); a provider only creates, reads, refunds and hears
 * about charges. How a provider speaking the Banco Central's API Pix plugs in: api/README.md ("Payments").
 */
export interface PaymentProvider {
  readonly name: string;
  /** The charge for one share, to be paid by its deadline. Called on every read: it must be cheap or cached. */
  createCharge(share: ShareRow, receiver: ReceiverRow | null): Promise<Charge>;
  chargeStatus(share: ShareRow): Promise<ChargeStatus>;
  refund(share: ShareRow): Promise<RefundOutcome>;
  /** The notifications in a provider's request body, or null when it is not one of theirs (answer 400). */
  parseNotification(headers: Headers, body: unknown): Promise<ProviderNotification[] | null>;
}
