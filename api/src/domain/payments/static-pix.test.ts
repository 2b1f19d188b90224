import { describe, expect, it } from 'vitest';
import { hasError, parsePix, type PixStaticObject } from 'pix-utils';
import { staticPixProvider } from './static-pix';

const share = {
  id: '8a0c2a52-5d5c-4a43-9a36-0a51d6c3f001',
  championshipId: '8a0c2a52-5d5c-4a43-9a36-0a51d6c3f002',
  teamId: null,
  userId: '8a0c2a52-5d5c-4a43-9a36-0a51d6c3f003',
  amountCents: 5000,
  status: 'pendente' as const,
  txid: 'ABCDEFGHJKLMNPQRSTUVWXYZ2',
  deadline: new Date('2026-12-01T12:00:00Z'),
  receiptPath: null,
  createdAt: new Date(),
  informedAt: null,
  paidAt: null,
  releasedAt: null,
  remindedAt: null,
  refundedAt: null,
  updatedAt: new Date(),
};
const receiver = { userId: share.userId, key: 'organizador@areia.app', keyType: 'email' as const, name: 'Organização Areia', city: 'Niterói', updatedAt: new Date() };

describe('staticPixProvider', () => {
  it('charges with a static BR Code another reader accepts, with the share’s amount and txid', async () => {
    const charge = await staticPixProvider.createCharge(share, receiver);
    const parsed = parsePix(charge.brcode!);
    expect(hasError(parsed)).toBe(false);
    expect(parsed as PixStaticObject).toMatchObject({ pixKey: 'organizador@areia.app', transactionAmount: 50, txid: share.txid, merchantName: 'ORGANIZACAO AREIA', merchantCity: 'NITEROI' });
    expect(charge.receiverName).toBe('ORGANIZACAO AREIA');
  });

  it('has no code without the organizer’s details, and leaves status and refunds to the organizer', async () => {
    expect(await staticPixProvider.createCharge(share, null)).toEqual({ brcode: null, receiverName: null });
    expect(await staticPixProvider.chargeStatus(share)).toEqual({ kind: 'desconhecido' });
    expect(await staticPixProvider.refund(share)).toEqual({ kind: 'manual' });
    expect(await staticPixProvider.parseNotification(new Headers(), {})).toBeNull();
  });
});
