import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@areia/shared/core/schemas/payment';
import { PAYMENT_STATUS_LABELS, formatCents, payBy, paymentActionAllowed, paymentStep, paymentTotals, releasedStatus, teamPaid, undoFollowUp } from './payment';

describe('paymentStep', () => {
  it('moves a pending share to informado, pago, and back with undo', () => {
    expect(paymentStep('pendente', 'informar')).toEqual({ kind: 'change', to: 'informado' });
    expect(paymentStep('informado', 'confirmar')).toEqual({ kind: 'change', to: 'pago' });
    expect(paymentStep('pendente', 'confirmar')).toEqual({ kind: 'change', to: 'pago' });
    expect(paymentStep('pago', 'desfazer')).toEqual({ kind: 'change', to: 'pendente' });
    expect(paymentStep('informado', 'desfazer')).toEqual({ kind: 'change', to: 'pendente' });
    expect(paymentStep('reembolso_pendente', 'reembolsar')).toEqual({ kind: 'change', to: 'reembolsado' });
  });

  it('changes nothing when the share is already there', () => {
    expect(paymentStep('pago', 'confirmar')).toEqual({ kind: 'same' });
    expect(paymentStep('informado', 'informar')).toEqual({ kind: 'same' });
    expect(paymentStep('pendente', 'desfazer')).toEqual({ kind: 'same' });
    expect(paymentStep('reembolsado', 'reembolsar')).toEqual({ kind: 'same' });
  });

  it('refuses with a pt-BR reason what the state forbids', () => {
    expect(paymentStep('pago', 'informar')).toEqual({ kind: 'refused', reason: 'Este pagamento já foi confirmado pelo organizador.' });
    expect(paymentStep('expirado', 'confirmar')).toEqual({ kind: 'refused', reason: 'O prazo deste pagamento terminou e a vaga foi liberada.' });
    expect(paymentStep('reembolso_pendente', 'confirmar').kind).toBe('refused');
    expect(paymentStep('pendente', 'reembolsar')).toEqual({ kind: 'refused', reason: 'Só um pagamento a devolver pode ser marcado como devolvido.' });
    expect(paymentStep('expirado', 'desfazer').kind).toBe('refused');
  });

  it('offers each action only where it changes something', () => {
    const offered = PAYMENT_STATUSES.map((status) => [status, (['confirmar', 'desfazer', 'reembolsar'] as const).filter((action) => paymentActionAllowed(status, action))]);
    expect(Object.fromEntries(offered)).toEqual({
      pendente: ['confirmar'],
      informado: ['confirmar', 'desfazer'],
      pago: ['desfazer'],
      expirado: [],
      cancelado: [],
      retirado: [],
      reembolso_pendente: ['reembolsar'],
      reembolsado: [],
    });
  });
});

describe('releasedStatus', () => {
  it('owes back confirmed money only: a reported share is cancelled, an unpaid one lapses', () => {
    expect(releasedStatus('pago')).toBe('reembolso_pendente');
    expect(releasedStatus('informado')).toBe('cancelado');
    expect(releasedStatus('pendente')).toBe('expirado');
    for (const settled of ['expirado', 'cancelado', 'retirado', 'reembolso_pendente', 'reembolsado'] as const) expect(releasedStatus(settled)).toBeNull();
  });

  it('a cancelled championship leaves every unconfirmed share cancelled, not expired; confirmed money is owed back', () => {
    expect(releasedStatus('pendente', 'cancellation')).toBe('cancelado');
    expect(releasedStatus('informado', 'cancellation')).toBe('cancelado');
    expect(releasedStatus('pago', 'cancellation')).toBe('reembolso_pendente');
    expect(releasedStatus('retirado', 'cancellation')).toBeNull();
  });

  it('a team that withdrew leaves its unconfirmed shares withdrawn, not expired; confirmed money is still owed back', () => {
    expect(releasedStatus('pendente', 'withdrawal')).toBe('retirado');
    expect(releasedStatus('informado', 'withdrawal')).toBe('retirado');
    expect(releasedStatus('pago', 'withdrawal')).toBe('reembolso_pendente');
    expect(releasedStatus('expirado', 'withdrawal')).toBeNull();
    expect(PAYMENT_STATUS_LABELS.retirado).toBe('Cancelado — inscrição retirada');
    expect(paymentStep('retirado', 'informar')).toEqual({ kind: 'refused', reason: 'Esta inscrição foi retirada pelo time; não há nada a pagar.' });
    expect(paymentStep('retirado', 'desfazer').kind).toBe('refused');
  });

  it('a cancelled share takes no step, with the reason', () => {
    expect(paymentStep('cancelado', 'informar')).toEqual({ kind: 'refused', reason: 'Esta inscrição foi desfeita antes de o organizador confirmar o pagamento.' });
    expect(paymentStep('cancelado', 'confirmar').kind).toBe('refused');
    expect(paymentStep('cancelado', 'desfazer')).toEqual({ kind: 'refused', reason: 'Só um pagamento confirmado ou informado pode ser desfeito.' });
  });
});

describe('undoFollowUp', () => {
  const deadline = new Date('2031-03-10T12:00:00Z');
  it('keeps the deadline before it, releases at once past it before the draw, refuses past it after the draw', () => {
    expect(undoFollowUp(deadline, new Date('2031-03-10T11:59:59Z'), 'inscricoes_abertas')).toBe('reschedule');
    expect(undoFollowUp(deadline, new Date('2031-03-10T11:59:59Z'), 'em_andamento')).toBe('reschedule');
    expect(undoFollowUp(deadline, deadline, 'inscricoes_abertas')).toBe('release');
    expect(undoFollowUp(deadline, new Date('2031-03-11T00:00:00Z'), 'inscricoes_encerradas')).toBe('release');
    expect(undoFollowUp(deadline, new Date('2031-03-11T00:00:00Z'), 'em_andamento')).toBe('refuse');
    expect(undoFollowUp(deadline, new Date('2031-03-11T00:00:00Z'), 'finalizado')).toBe('refuse');
  });
});

describe('teamPaid and paymentTotals', () => {
  it('calls a team paga only when every share is pago', () => {
    expect(teamPaid(['pago', 'pago'])).toBe(true);
    expect(teamPaid(['pago', 'informado'])).toBe(false);
    expect(teamPaid([])).toBe(false);
  });

  it('sums received, due and to refund in centavos', () => {
    expect(
      paymentTotals([
        { amountCents: 5000, status: 'pago' },
        { amountCents: 5000, status: 'informado' },
        { amountCents: 5000, status: 'pendente' },
        { amountCents: 5000, status: 'reembolso_pendente' },
        { amountCents: 5000, status: 'expirado' },
        { amountCents: 5000, status: 'cancelado' },
        { amountCents: 5000, status: 'reembolsado' },
      ]),
    ).toEqual({ receivedCents: 5000, dueCents: 10000, refundDueCents: 5000 });
  });
});

describe('formatCents', () => {
  it('writes centavos as reais without float drift', () => {
    expect(formatCents(5000)).toBe('R$ 50,00');
    expect(formatCents(1)).toBe('R$ 0,01');
    expect(formatCents(123456)).toBe('R$ 1.234,56');
  });
});

describe('payBy', () => {
  // A Wednesday, 10:00 in São Paulo (13:00 UTC).
  const now = new Date('2026-12-09T13:00:00Z');
  it('says the amount and the deadline as a person would, in Brazil\'s time', () => {
    expect(payBy(6000, new Date('2026-12-11T21:00:00Z'), now)).toBe('Pague R$ 60,00 até 18:00 de sexta');
    expect(payBy(6000, new Date('2026-12-09T21:00:00Z'), now)).toBe('Pague R$ 60,00 até 18:00 de hoje');
    // 01:30 UTC on the 10th is still the 9th, 22:30, in São Paulo.
    expect(payBy(6000, new Date('2026-12-10T01:30:00Z'), now)).toBe('Pague R$ 60,00 até 22:30 de hoje');
    expect(payBy(5050, new Date('2026-12-10T21:00:00Z'), now)).toBe('Pague R$ 50,50 até 18:00 de amanhã');
    expect(payBy(6000, new Date('2026-12-21T21:00:00Z'), now)).toBe('Pague R$ 60,00 até 18:00 de 21/12');
  });
});
