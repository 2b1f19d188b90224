import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CPF_INVALID, generateValidCpf, isValidCpf, validateCpf } from './cpf';
import { EMAIL_INVALID, isValidEmail, validateEmail } from './email';
import { NICKNAME_INVALID, validateNickname } from './nickname';
import { PASSWORD_INVALID, isValidPassword, validatePassword } from './password';

/** Cases the sign-up screen meets that the per-validator tests leave implicit: masks, repeated digits, whitespace. */
const mask = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const digits = fc.array(fc.constantFrom(...'0123456789'), { minLength: 11, maxLength: 11 }).map((d) => d.join(''));

describe('CPF as typed on the sign-up screen', () => {
  it.each([...'0123456789'])('rejects %s repeated eleven times, bare or masked', (digit) => {
    const same = digit.repeat(11);
    expect(validateCpf(same)).toBe(CPF_INVALID);
    expect(validateCpf(mask(same))).toBe(CPF_INVALID);
  });

  it('rejects a masked CPF with a wrong check digit and accepts the corrected one', () => {
    expect(validateCpf('529.982.247-24')).toBe(CPF_INVALID);
    expect(validateCpf('529.982.247-35')).toBe(CPF_INVALID);
    expect(validateCpf('529.982.247-25')).toBeUndefined();
    expect(validateCpf('529.982.247-2')).toBe(CPF_INVALID);
  });

  it('property: the mask never changes the verdict', () => {
    fc.assert(fc.property(digits, (cpf) => isValidCpf(mask(cpf)) === isValidCpf(cpf)));
  });

  it('property: a valid CPF stays valid with the mask, spaces or stray separators', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.constantFrom(' ', '.', '-', '/'), (seed, separator) => {
        const cpf = generateValidCpf(seed);
        return isValidCpf(` ${mask(cpf)} `) && isValidCpf([...cpf].join(separator));
      }),
    );
  });

  it('property: swapping the two check digits of a valid CPF keeps it valid only if they are equal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const cpf = generateValidCpf(seed);
        const swapped = cpf.slice(0, 9) + cpf[10] + cpf[9];
        return cpf[9] === cpf[10] ? isValidCpf(swapped) : !isValidCpf(swapped);
      }),
    );
  });
});

describe('password as typed on the sign-up screen', () => {
  it('property: any character outside letters, digits and !@#$%^&* makes a password fail', () => {
    const outside = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/^[A-Za-z0-9!@#$%^&*]$/.test(c));
    fc.assert(
      fc.property(outside, fc.nat({ max: 10 }), (bad, at) => {
        const base = 'Praia#2026';
        const position = at % (base.length + 1);
        return !isValidPassword(base.slice(0, position) + bad + base.slice(position));
      }),
    );
  });

  it('property: the verdict is exactly the spec rule', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20, unit: fc.constantFrom(...'aZ09!#?. é') }), (value) => {
        const rule = value.length >= 8 && /^[A-Za-z0-9!@#$%^&*]*$/.test(value) && /\d/.test(value) && /[!@#$%^&*]/.test(value);
        return isValidPassword(value) === rule && (validatePassword(value) === undefined) === rule;
      }),
    );
  });

  it('shows the spec message', () => {
    expect(validatePassword('praia2026')).toBe(PASSWORD_INVALID);
  });
});

describe('email and nickname', () => {
  it('property: an address with whitespace anywhere is invalid', () => {
    fc.assert(
      fc.property(fc.nat({ max: 14 }), fc.constantFrom(' ', '\t', '\n'), (at, space) => {
        const email = 'ana@praia.com';
        return !isValidEmail(email.slice(0, at) + space + email.slice(at));
      }),
    );
    expect(validateEmail('ana@praia.com ')).toBe(EMAIL_INVALID);
  });

  it('property: a nickname passes exactly when it has two or more characters besides surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6, unit: fc.constantFrom('a', ' ', 'é') }), (value) =>
        (validateNickname(value) === undefined) === (value.trim().length >= 2),
      ),
    );
    expect(validateNickname('A')).toBe(NICKNAME_INVALID);
  });
});
