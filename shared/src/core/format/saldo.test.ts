import { describe, expect, it } from 'vitest';
import { formatSaldo } from './saldo';

describe('formatSaldo', () => {
  it('signs a positive saldo', () => {
    expect(formatSaldo(4)).toBe('+4');
    expect(formatSaldo(0)).toBe('0');
    expect(formatSaldo(-6)).toBe('-6');
  });
});
