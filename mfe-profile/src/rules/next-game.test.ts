import { describe, expect, it } from 'vitest';
import { nextGameStage, nextGameWhen } from './next-game';

describe('nextGameWhen', () => {
  // 23/11/2026 10:00 in Brasília (UTC−3).
  const now = new Date('2026-11-23T13:00:00Z');

  it('says today or tomorrow by the Brasília calendar day', () => {
    expect(nextGameWhen('2026-11-23T18:00:00Z', now)).toBe('Hoje, 15:00');
    // 01:30 UTC on the 24th is still the 23rd, 22:30, in Brasília.
    expect(nextGameWhen('2026-11-24T01:30:00Z', now)).toBe('Hoje, 22:30');
    expect(nextGameWhen('2026-11-24T12:40:00Z', now)).toBe('Amanhã, 09:40');
  });

  it('gives the date further ahead', () => {
    expect(nextGameWhen('2026-11-28T13:00:00Z', now)).toBe('28/11/26, 10:00');
  });
});

describe('nextGameStage', () => {
  it('says the championship stage as the list card does', () => {
    expect(nextGameStage({ stage: 'em_andamento', games_today: true })).toBe('Ao vivo');
    expect(nextGameStage({ stage: 'em_andamento', games_today: false })).toBe('Em andamento');
  });
});
