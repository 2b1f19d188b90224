import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_INVALID, isValidPassword, validatePassword } from './password';

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const digits = '0123456789'.split('');
const specials = '!@#$%^&*'.split('');

describe('password', () => {
  it('accepts the demo password and similar', () => {
    expect(validatePassword('Areia@2026')).toBeUndefined();
    expect(isValidPassword('abcdef1!')).toBe(true);
  });

  it('rejects short, missing digit, missing special, or other characters', () => {
    expect(validatePassword('abc1!')).toBe(PASSWORD_INVALID);
    expect(isValidPassword('abcdefgh!')).toBe(false);
    expect(isValidPassword('abcdefgh1')).toBe(false);
    expect(isValidPassword('abcd efg1!')).toBe(false);
    expect(isValidPassword('abcdefg1!?')).toBe(false);
    expect(isValidPassword('sẽnhaaa1!')).toBe(false);
  });

  it('property: ≥8 allowed chars with a digit and a special always pass', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...letters, ...digits, ...specials), { minLength: 6, maxLength: 40 }),
        fc.constantFrom(...digits),
        fc.constantFrom(...specials),
        (rest, digit, special) => isValidPassword([digit, ...rest, special].join('')),
      ),
    );
  });

  it('property: fewer than 8 characters always fail', () => {
    fc.assert(fc.property(fc.string({ maxLength: 7 }), (value) => !isValidPassword(value)));
  });

  it('property: without a digit or without a special always fail', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters, ...specials), { minLength: 8 }), (chars) => !isValidPassword(chars.join(''))),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters, ...digits), { minLength: 8 }), (chars) => !isValidPassword(chars.join(''))),
    );
  });
});
