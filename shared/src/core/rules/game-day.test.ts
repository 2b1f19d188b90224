import { describe, expect, it } from 'vitest';
import { callRefusal, checkInOpen, mayForfeit, mayMove } from '@areia/shared/core/rules/game-day';

const waiting = { status: 'agendado', calledAt: null, endedAt: null };
const onCourt = { ...waiting, calledAt: new Date('2026-12-01T12:00:00Z') };
const ended = { status: 'finalizado', calledAt: onCourt.calledAt, endedAt: new Date('2026-12-01T12:40:00Z') };

describe('game-day steps', () => {
  it('calls a waiting game to a free court while the championship is being played', () => {
    expect(callRefusal('em_andamento', waiting, false)).toBeNull();
    expect(callRefusal('em_andamento', waiting, true)).toBe('court_busy');
    expect(callRefusal('em_andamento', onCourt, false)).toBe('called');
    expect(callRefusal('em_andamento', ended, false)).toBe('finished');
    for (const stage of ['inscricoes_abertas', 'inscricoes_encerradas', 'finalizado', 'cancelado'] as const) expect(callRefusal(stage, waiting, false)).toBe('stage');
  });

  it('moves only a waiting game, and gives W.O. to any game not finished', () => {
    expect(mayMove('em_andamento', waiting)).toBe(true);
    expect(mayMove('em_andamento', onCourt)).toBe(false);
    expect(mayMove('finalizado', waiting)).toBe(false);
    expect(mayForfeit('em_andamento', onCourt)).toBe(true);
    expect(mayForfeit('em_andamento', ended)).toBe(false);
    expect(mayForfeit('cancelado', waiting)).toBe(false);
  });

  it('opens an athlete\'s check-in from its time until their team is done', () => {
    const opens = new Date('2026-12-01T11:00:00Z');
    expect(checkInOpen('em_andamento', new Date('2026-12-01T10:59:59Z'), opens, false)).toBe(false);
    expect(checkInOpen('em_andamento', opens, opens, false)).toBe(true);
    expect(checkInOpen('em_andamento', opens, opens, true)).toBe(false);
    expect(checkInOpen('em_andamento', opens, null, false)).toBe(false);
    expect(checkInOpen('finalizado', opens, opens, false)).toBe(false);
  });
});
