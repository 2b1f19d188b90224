import { brCodeText, staticBrCode } from '@areia/shared/core/pix/brcode';
import type { PaymentProvider } from './provider';

/**
 * "PIX estático, confirmado pelo organizador": a static BR Code with the organizer's key, the share's amount and its
 * txid. The money goes straight to the organizer's account, which the API cannot see: the status is the organizer's
 * confirmation, refunds are made by the organizer by hand, and there are no notifications.
 */
export const staticPixProvider: PaymentProvider = {
  name: 'PIX estático, confirmado pelo organizador',
  async createCharge(share, receiver) {
    if (!receiver) return { brcode: null, receiverName: null };
    return {
      brcode: staticBrCode({ key: receiver.key, name: receiver.name, city: receiver.city, amountCents: share.amountCents, txid: share.txid }),
      receiverName: brCodeText(receiver.name),
    };
  },
  async chargeStatus() {
    return { kind: 'desconhecido' };
  },
  async refund() {
    return { kind: 'manual' };
  },
  async parseNotification() {
    return null;
  },
};
