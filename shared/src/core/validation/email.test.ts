import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_INVALID_FOR_RESET, EMAIL_REQUIRED, validateEmail, validateEmailForReset } from './email';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    expect(validateEmail('demo@areia.app')).toBeUndefined();
    expect(validateEmailForReset('a.b+c@x.com.br')).toBeUndefined();
  });

  it('rejects spaces, missing @ or domain dot, with the screen-specific message', () => {
    expect(validateEmail('demo areia@x.com')).toBe(EMAIL_INVALID);
    expect(validateEmail('demo.areia.app')).toBe(EMAIL_INVALID);
    expect(validateEmail('demo@areia')).toBe(EMAIL_INVALID);
    expect(validateEmailForReset('x@')).toBe(EMAIL_INVALID_FOR_RESET);
  });

  it('asks for the e-mail when the field is empty, in words a person would use', () => {
    expect(validateEmail('')).toBe('Informe seu e-mail');
    expect(validateEmail('   ')).toBe(EMAIL_REQUIRED);
    expect(validateEmailForReset('')).toBe(EMAIL_REQUIRED);
    expect(EMAIL_INVALID).toBe('E-mail inválido');
  });
});
