import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CPF_INVALID, generateValidCpf, isValidCpf, normalizeCpf, validateCpf } from './cpf';

describe('cpf', () => {
  it('accepts known valid CPFs with and without mask', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(validateCpf('111.444.777-35')).toBeUndefined();
  });

  it('rejects wrong check digits, wrong length and repeated digits', () => {
    expect(validateCpf('529.982.247-24')).toBe(CPF_INVALID);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247251')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('normalizes by stripping non-digits', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
  });

  it('generates deterministic valid CPFs from a seed, also for timestamp-sized seeds', () => {
    expect(generateValidCpf(7)).toBe(generateValidCpf(7));
    const now = Date.now();
    const fromTimestamps = new Set(Array.from({ length: 500 }, (_, index) => generateValidCpf(now + index * 7919)));
    expect(fromTimestamps.size).toBe(500);
    for (const cpf of fromTimestamps) expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(generateValidCpf())).toBe(true);
  });

  it('property: every generated CPF is valid, masked or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const cpf = generateValidCpf(seed);
        const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        return cpf.length === 11 && isValidCpf(cpf) && isValidCpf(masked);
      }),
    );
  });

  it('property: changing one check digit makes a valid CPF invalid', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 9, max: 10 }), fc.integer({ min: 1, max: 9 }), (seed, position, delta) => {
        const cpf = generateValidCpf(seed);
        const digit = (Number(cpf[position]) + delta) % 10;
        const broken = cpf.slice(0, position) + String(digit) + cpf.slice(position + 1);
        return !isValidCpf(broken);
      }),
    );
  });

  it('property: strings without 11 digits are never valid', () => {
    fc.assert(
      fc.property(fc.string(), (value) => normalizeCpf(value).length === 11 || !isValidCpf(value)),
    );
  });
});
