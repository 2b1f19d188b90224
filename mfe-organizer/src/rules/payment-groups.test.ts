import { describe, expect, it } from 'vitest';
import type { OrganizerPayment } from '@areia/shared/core/schemas/payment';
import { paymentGroups, teamPaymentState, teamPaymentStates } from './payment-groups';

const row = (id: string, teamId: string | null, status: OrganizerPayment['status']): OrganizerPayment => ({
  id,
  teamId,
  team: teamId ? `Time ${teamId}` : null,
  playerId: `p${id}`,
  nickname: `Atleta ${id}`,
  amountCents: 5000,
  status,
  txid: `TX${id}`,
  deadline: '2026-12-01T12:00:00.000Z',
  createdAt: '2026-11-29T12:00:00.000Z',
  informedAt: null,
  paidAt: null,
  refundedAt: null,
  hasReceipt: false,
});

describe('paymentGroups', () => {
  it('groups by team in order, marks a team paga only when all its shares are, and puts withdrawn shares last', () => {
    const groups = paymentGroups([
      row('1', 'A', 'pago'),
      row('2', 'A', 'pago'),
      row('3', null, 'reembolso_pendente'),
      row('4', 'B', 'pago'),
      row('5', 'B', 'informado'),
    ]);
    expect(groups.map((group) => [group.teamId, group.rows.map((item) => item.id), group.paid])).toEqual([
      ['A', ['1', '2'], true],
      ['B', ['4', '5'], false],
      [null, ['3'], false],
    ]);
  });

  it('has no card for nothing', () => {
    expect(paymentGroups([])).toEqual([]);
  });
});

describe('teamPaymentState', () => {
  it('names what needs the organizer first: expired, then due, then informed, and paid only when all are', () => {
    expect(teamPaymentState([{ status: 'pago' }, { status: 'expirado' }])).toBe('expirado');
    expect(teamPaymentState([{ status: 'pago' }, { status: 'pendente' }])).toBe('pendente');
    expect(teamPaymentState([{ status: 'informado' }, { status: 'pago' }])).toBe('informado');
    expect(teamPaymentState([{ status: 'pago' }, { status: 'pago' }])).toBe('pago');
    expect(teamPaymentState([{ status: 'retirado' }])).toBe('retirado');
    expect(teamPaymentState([])).toBeNull();
  });

  it('keys the states by team and leaves withdrawn shares out', () => {
    const states = teamPaymentStates([row('1', 'A', 'pago'), row('2', 'A', 'pago'), row('3', 'B', 'pendente'), row('4', null, 'retirado')]);
    expect([...states]).toEqual([
      ['A', 'pago'],
      ['B', 'pendente'],
    ]);
  });
});
