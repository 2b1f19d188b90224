import { describe, expect, it } from 'vitest';
import { formatReaisInput, isoToLocalDateTime, localDateTimeToIso, parseReais, parseWhole } from './local-time';

describe('local date and time (São Paulo)', () => {
  it('turns the inputs into an instant at -03:00 and back', () => {
    const iso = localDateTimeToIso('2026-12-14', '08:30');
    expect(iso).toBe('2026-12-14T08:30:00-03:00');
    expect(isoToLocalDateTime(iso)).toEqual({ date: '2026-12-14', time: '08:30' });
    expect(isoToLocalDateTime('2026-12-14T23:30:00.000Z')).toEqual({ date: '2026-12-14', time: '20:30' });
  });

  it('refuses missing or malformed parts', () => {
    expect(localDateTimeToIso('', '08:00')).toBe('');
    expect(localDateTimeToIso('2026-12-14', '')).toBe('');
    expect(localDateTimeToIso('2026-13-40', '08:00')).toBe('');
    expect(isoToLocalDateTime('not a date')).toEqual({ date: '', time: '' });
    expect(isoToLocalDateTime(null)).toEqual({ date: '', time: '' });
  });
});

describe('numbers typed in Brazil', () => {
  it('reads whole numbers only', () => {
    expect(parseWhole(' 8 ')).toBe(8);
    expect(parseWhole('8.5')).toBeNaN();
    expect(parseWhole('')).toBeNaN();
    expect(parseWhole('-1')).toBeNaN();
  });

  it('reads reais with a comma or a point', () => {
    expect(parseReais('80')).toBe(80);
    expect(parseReais('80,50')).toBe(80.5);
    expect(parseReais('R$ 1.200,00')).toBe(1200);
    expect(parseReais('80.5')).toBe(80.5);
    expect(parseReais('oitenta')).toBeNaN();
    expect(parseReais('')).toBeNaN();
    expect(formatReaisInput(80)).toBe('80');
    expect(formatReaisInput(80.5)).toBe('80,50');
  });
});
