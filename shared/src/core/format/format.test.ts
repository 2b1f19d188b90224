import { describe, expect, it } from 'vitest';
import { foldText, formatCurrency, formatKm, formatPrice, formatRanking, formatSaldo, formatShortDate, formatTime, shortId } from './format';

describe('formatters', () => {
  it('pads the ranking to five digits', () => {
    expect(formatRanking(7)).toBe('00007');
    expect(formatRanking(12345)).toBe('12345');
    expect(formatRanking(null)).toBe('00000');
    expect(formatRanking(-3)).toBe('00000');
  });

  it('keeps the first six characters of an id', () => {
    expect(shortId('abcdef123456')).toBe('abcdef');
    expect(shortId(undefined)).toBe('');
  });

  it('formats dates in Brazil time as dd/mm/yy', () => {
    expect(formatShortDate('2026-12-05T02:30:00Z')).toBe('04/12/26');
    expect(formatShortDate('not a date')).toBe('');
    expect(formatTime('2026-12-05T11:30:00Z')).toBe('08:30');
  });

  it('formats money in reais and distance with one decimal', () => {
    expect(formatCurrency(80)).toBe('R$ 80,00');
    expect(formatCurrency(1234.5)).toBe('R$ 1.234,50');
    // A championship's price: free says so instead of 'R$ 0,00'.
    expect(formatPrice(0)).toBe('Grátis');
    expect(formatPrice(80)).toBe('R$ 80,00');
    expect(formatPrice(0.5)).toBe('R$ 0,50');
    expect(formatKm(3.456)).toBe('3,5 km');
    expect(formatKm(0)).toBe('0,0 km');
  });

  it('folds accents and case for searching', () => {
    expect(foldText('  JOSÉ Ávila ')).toBe('jose avila');
  });
});

describe('formatSaldo', () => {
  it('signs a positive saldo', () => {
    expect(formatSaldo(4)).toBe('+4');
    expect(formatSaldo(0)).toBe('0');
    expect(formatSaldo(-6)).toBe('-6');
  });
});
