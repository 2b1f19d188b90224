import { describe, expect, it } from 'vitest';
import { athleteDayLabel } from './game-day';

describe('athleteDayLabel', () => {
  it('says the court and the predicted start, with the delay only when late', () => {
    expect(athleteDayLabel({ court: '2', predictedStart: '2026-11-28T13:40:00Z', delayMinutes: 15, calledAt: null })).toEqual({
      called: false,
      text: 'Quadra 2 · previsto 10:40 (+15 min)',
    });
    expect(athleteDayLabel({ court: 'Quadra 3', predictedStart: '2026-11-28T13:40:00Z', delayMinutes: 0, calledAt: null })?.text).toBe('Quadra 3 · previsto 10:40');
  });

  it('says "Chamado agora — Quadra N" once called', () => {
    expect(athleteDayLabel({ court: '2', predictedStart: '2026-11-28T13:40:00Z', delayMinutes: 15, calledAt: '2026-11-28T13:38:00Z' })).toEqual({
      called: true,
      text: 'Chamado agora — Quadra 2',
    });
  });

  it('says nothing without a court or a prediction', () => {
    expect(athleteDayLabel({ court: null, predictedStart: '2026-11-28T13:40:00Z' })).toBeNull();
    expect(athleteDayLabel({ court: '1' })).toBeNull();
  });
});
