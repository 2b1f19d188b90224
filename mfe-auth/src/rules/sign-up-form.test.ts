import { describe, expect, it } from 'vitest';
import { CPF_INVALID } from '@areia/shared/core/validation/cpf';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@areia/shared/core/validation/email';
import { NICKNAME_INVALID } from '@areia/shared/core/validation/nickname';
import { PASSWORD_INVALID } from '@areia/shared/core/validation/password';
import { emptySignUp, isSignUpValid, signUpBlockers, signUpErrors, signUpPayload } from './sign-up-form';

const valid = { email: 'ana@praia.com', nickname: 'Ana', cpf: '529.982.247-25', password: 'Praia#2026' };

describe('sign-up form', () => {
  it('gives each field its own message', () => {
    expect(signUpErrors(emptySignUp)).toEqual({
      email: EMAIL_REQUIRED,
      nickname: NICKNAME_INVALID,
      cpf: CPF_INVALID,
      password: PASSWORD_INVALID,
    });
    expect(signUpErrors({ ...valid, nickname: 'A' })).toEqual({ nickname: NICKNAME_INVALID });
    expect(signUpErrors({ ...valid, email: 'ana@praia' })).toEqual({ email: EMAIL_INVALID });
    expect(signUpErrors({ ...valid, cpf: '111.111.111-11' })).toEqual({ cpf: CPF_INVALID });
  });

  it('is valid only when all four are', () => {
    expect(isSignUpValid(valid)).toBe(true);
    expect(isSignUpValid({ ...valid, password: 'praiapraia' })).toBe(false);
    expect(isSignUpValid({ ...valid, email: 'ana@praia' })).toBe(false);
  });

  it('accepts a bare or masked CPF and surrounding spaces in the email, and sends digits', () => {
    expect(isSignUpValid({ ...valid, cpf: '52998224725', email: ' ana@praia.com ' })).toBe(true);
    expect(signUpPayload({ ...valid, email: ' ana@praia.com ', nickname: ' Ana ' })).toEqual({
      email: 'ana@praia.com',
      nickname: 'Ana',
      cpf: '52998224725',
      password: 'Praia#2026',
    });
  });

  it('names what keeps "Cadastrar" greyed out: the empty fields and the wrong ones, in the form’s order', () => {
    expect(signUpBlockers(emptySignUp)).toEqual({ missing: ['email', 'nickname', 'cpf', 'password'], wrong: [] });
    expect(signUpBlockers({ ...valid, nickname: '', cpf: '111.111.111-11', password: 'praia' })).toEqual({ missing: ['nickname'], wrong: ['cpf', 'password'] });
    expect(signUpBlockers(valid)).toEqual({ missing: [], wrong: [] });
  });
});
