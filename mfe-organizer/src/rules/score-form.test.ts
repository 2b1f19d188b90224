import { describe, expect, it } from 'vitest';
import { messages as m } from '../messages';
import { emptySets, parseSets, scoreOpening, setsToInputs } from './score-form';

const rows = (...sets: [string, string][]) => {
  const inputs = emptySets();
  sets.forEach(([a, b], index) => (inputs[index] = { a, b }));
  return inputs;
};

describe('score inputs', () => {
  it('accepts a 2–0 and a 2–1 match, the empty third set being unplayed', () => {
    expect(parseSets(rows(['21', '18'], ['23', '21']))).toEqual({ ok: true, sets: [{ a: 21, b: 18 }, { a: 23, b: 21 }] });
    expect(parseSets(rows(['21', '18'], ['19', '21'], ['15', '12']))).toMatchObject({ ok: true });
  });

  it('names the set the shared rule refuses', () => {
    expect(parseSets(rows(['21', '20'], ['21', '10']))).toMatchObject({ ok: false, set: 1, message: expect.stringMatching(/^Set 1:/) });
    expect(parseSets(rows(['21', '18'], ['19', '21'], ['16', '12']))).toMatchObject({ ok: false, set: 3 });
    expect(parseSets(rows(['21', '18'], ['19', '21']))).toMatchObject({ ok: false, set: 3 });
  });

  it('refuses a half-filled set, a gap and non-numbers before the rule runs', () => {
    expect(parseSets(rows(['21', ''], ['21', '10']))).toEqual({ ok: false, set: 1, message: m.setIncomplete(1) });
    expect(parseSets(rows(['21', '18'], ['', ''], ['15', '10']))).toEqual({ ok: false, set: 2, message: m.setIncomplete(2) });
    expect(parseSets(rows(['21', 'x'], ['21', '10']))).toEqual({ ok: false, set: 1, message: m.setNotNumber(1) });
  });

  it('shows the saved sets in three rows', () => {
    expect(setsToInputs([{ a: 21, b: 15 }, { a: 21, b: 19 }])).toEqual([{ a: '21', b: '15' }, { a: '21', b: '19' }, { a: '', b: '' }]);
    expect(setsToInputs(null)).toEqual(emptySets());
  });
});

describe('scoreOpening', () => {
  // 10:00 in Brasília (−03:00).
  const now = new Date('2026-11-28T13:00:00Z');
  it('names the hour the score opens while the game is more than an hour away', () => {
    expect(scoreOpening('2026-11-28T18:00:00Z', now)).toBe('Placar abre às 14:00');
    expect(scoreOpening('2026-11-30T18:00:00Z', now)).toBe('Placar abre em 30/11/26 às 14:00');
  });
  it('is null within the hour, after the start and for a game with no time', () => {
    expect(scoreOpening('2026-11-28T14:00:00Z', now)).toBeNull();
    expect(scoreOpening('2026-11-28T12:00:00Z', now)).toBeNull();
    expect(scoreOpening(null, now)).toBeNull();
  });
});
