import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generateValidCpf, normalizeCpf } from '@areia/shared/core/validation/cpf';
import { maskCpf } from './cpf-mask';

describe('maskCpf', () => {
  it('formats as the user types', () => {
    expect(maskCpf('')).toBe('');
    expect(maskCpf('1')).toBe('1');
    expect(maskCpf('123')).toBe('123');
    expect(maskCpf('1234')).toBe('123.4');
    expect(maskCpf('123456')).toBe('123.456');
    expect(maskCpf('1234567')).toBe('123.456.7');
    expect(maskCpf('123456789')).toBe('123.456.789');
    expect(maskCpf('1234567890')).toBe('123.456.789-0');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
  });

  it('keeps a pasted masked CPF, drops letters and digits past the eleventh', () => {
    expect(maskCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(maskCpf(' 123 456 789 09 ')).toBe('123.456.789-09');
    expect(maskCpf('abc12345678909999')).toBe('123.456.789-09');
  });

  it('property: masking is idempotent and keeps the first eleven digits', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const masked = maskCpf(value);
        return maskCpf(masked) === masked && normalizeCpf(masked) === normalizeCpf(value).slice(0, 11);
      }),
    );
  });

  it('property: a full CPF always has the 000.000.000-00 shape', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(maskCpf(generateValidCpf(seed)))));
  });
});
