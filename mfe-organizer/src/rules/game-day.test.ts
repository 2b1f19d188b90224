import { describe, expect, it } from 'vitest';
import { gameDayText, notBeforeOf, notBeforeText } from './game-day';

// Drawn for 10:25 in Brasília on 28/11.
const game = { scheduledAt: '2026-11-28T13:25:00Z', notBefore: null };
const invalid = { ok: false, message: 'Informe o horário como HH:MM, entre 00:00 e 23:59 (por exemplo, 14:30).' };

describe('"não antes de" on the move form', () => {
  it('takes HH:MM as Brasília time on the game’s own day', () => {
    expect(notBeforeOf(game, '14:30')).toEqual({ ok: true, notBefore: '2026-11-28T17:30:00.000Z' });
    expect(notBeforeOf(game, ' 9:05 ')).toEqual({ ok: true, notBefore: '2026-11-28T12:05:00.000Z' });
    expect(notBeforeOf(game, '0930')).toEqual({ ok: true, notBefore: '2026-11-28T12:30:00.000Z' });
    expect(notBeforeOf(game, '21h00')).toEqual({ ok: true, notBefore: '2026-11-29T00:00:00.000Z' });
    // Late at night in Brasília is already the next day in UTC: the day is still the game's.
    expect(notBeforeOf({ scheduledAt: '2026-11-29T01:30:00Z', notBefore: null }, '23:00')).toEqual({ ok: true, notBefore: '2026-11-29T02:00:00.000Z' });
  });

  it('refuses what is not a time of day, in Portuguese', () => {
    for (const typed of ['24:00', '12:60', '12', 'meio-dia', '12:3', '-1:00', '12:30:00']) expect(notBeforeOf(game, typed)).toEqual(invalid);
  });

  it('an emptied field takes the game’s time back; its own time or an empty field without one changes nothing', () => {
    const postponed = { ...game, notBefore: '2026-11-28T17:30:00.000Z' };
    expect(notBeforeText(postponed)).toBe('14:30');
    expect(notBeforeText(game)).toBe('');
    expect(notBeforeOf(postponed, '')).toEqual({ ok: true, notBefore: null });
    expect(notBeforeOf(postponed, '14:30')).toEqual({ ok: true, notBefore: undefined });
    expect(notBeforeOf(game, '  ')).toEqual({ ok: true, notBefore: undefined });
    expect(gameDayText(game)).toBe('28/11');
  });
});
