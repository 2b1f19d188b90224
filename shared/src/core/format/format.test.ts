import { describe, expect, it } from 'vitest';
import { foldText, formatCurrency, formatKm, formatPrice, formatRankingPlace, rankedPosition, formatShortDate, formatTime, shortId } from './format';

describe('formatters', () => {
  it('writes an earned ranking place as an ordinal', () => {
    expect(formatRankingPlace(7, 488)).toBe('7º');
    expect(formatRankingPlace(12345, 1)).toBe('12345º');
    expect(rankedPosition(46, 150)).toBe(46);
  });

  it('has no place without ranking points or a position: never a zero-padded placeholder', () => {
    // A new athlete is 46th only by level and sign-up date; an organizer who does not play has position 0.
    expect(formatRankingPlace(46, 0)).toBe('Sem ranking ainda');
    expect(formatRankingPlace(0, 0)).toBe('Sem ranking ainda');
    expect(formatRankingPlace(0, 300)).toBe('Sem ranking ainda');
    expect(formatRankingPlace(null, undefined)).toBe('Sem ranking ainda');
    expect(rankedPosition(46, 0)).toBeNull();
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

