import { describe, expect, it } from 'vitest';
import { formatSets, setError, validateMatch } from './score';

const sets = (...pairs: [number, number][]) => pairs.map(([a, b]) => ({ a, b }));

describe('setError', () => {
  it('accepts 21 with a 2-point lead, and past 21 exactly 2 points apart (no cap)', () => {
    expect(setError(1, { a: 21, b: 19 })).toBeNull();
    expect(setError(1, { a: 0, b: 21 })).toBeNull();
    expect(setError(2, { a: 22, b: 20 })).toBeNull();
    expect(setError(2, { a: 30, b: 32 })).toBeNull();
    expect(setError(3, { a: 15, b: 13 })).toBeNull();
    expect(setError(3, { a: 17, b: 19 })).toBeNull();
  });

  it('refuses the impossible, naming the set', () => {
    expect(setError(1, { a: 21, b: 20 })).toBe('Set 1: o set só termina com 2 pontos de diferença (21 a 20)');
    expect(setError(2, { a: 20, b: 18 })).toBe('Set 2: o vencedor precisa chegar a 21 pontos (20 a 18)');
    expect(setError(2, { a: 25, b: 20 })).toBe('Set 2: passando de 21 pontos o set termina assim que alguém abre 2 de vantagem (25 a 20 é impossível)');
    expect(setError(1, { a: 21, b: 21 })).toBe('Set 1: um set não termina empatado (21 a 21)');
    expect(setError(3, { a: 21, b: 17 })).toBe('Set 3: passando de 15 pontos o set termina assim que alguém abre 2 de vantagem (21 a 17 é impossível)');
    expect(setError(3, { a: 21, b: 19 })).toBeNull();
    expect(setError(3, { a: 14, b: 12 })).toBe('Set 3: o vencedor precisa chegar a 15 pontos (14 a 12)');
    expect(setError(1, { a: -1, b: 21 })).toMatch(/^Set 1: /);
    expect(setError(1, { a: 21.5, b: 10 })).toMatch(/^Set 1: /);
  });
});

describe('validateMatch', () => {
  it('a 2-0 and a 2-1: sets won and the rally points of all sets', () => {
    expect(validateMatch(sets([21, 18], [21, 15]))).toEqual({ ok: true, winner: 'a', setsA: 2, setsB: 0, pointsA: 42, pointsB: 33 });
    expect(validateMatch(sets([21, 18], [19, 21], [13, 15]))).toEqual({ ok: true, winner: 'b', setsA: 1, setsB: 2, pointsA: 53, pointsB: 54 });
  });

  it('a third set only at 1-1', () => {
    expect(validateMatch(sets([21, 18], [21, 15], [15, 10]))).toEqual({ ok: false, message: 'Set 3: a partida já terminou 2 a 0 nos dois primeiros sets' });
    expect(validateMatch(sets([21, 18], [15, 21]))).toEqual({ ok: false, message: 'Set 3: com 1 set para cada time, informe o placar do terceiro set (até 15)' });
  });

  it('refuses too few or too many sets, and the first impossible set', () => {
    expect(validateMatch(sets([21, 18]))).toEqual({ ok: false, message: 'Informe o placar de pelo menos 2 sets' });
    expect(validateMatch(sets([21, 18], [18, 21], [15, 13], [15, 13]))).toEqual({ ok: false, message: 'Uma partida tem no máximo 3 sets' });
    expect(validateMatch(sets([21, 18], [21, 20]))).toEqual({ ok: false, message: 'Set 2: o set só termina com 2 pontos de diferença (21 a 20)' });
  });

  it('formats sets for a line of text', () => {
    expect(formatSets(sets([21, 18], [19, 21], [15, 13]))).toBe('21-18, 19-21, 15-13');
  });
});
