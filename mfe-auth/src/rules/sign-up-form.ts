import { validateCpf } from '@areia/shared/core/validation/cpf';
import { validateEmail } from '@areia/shared/core/validation/email';
import { validateNickname } from '@areia/shared/core/validation/nickname';
import { validatePassword } from '@areia/shared/core/validation/password';
import { normalizeSignUp, signUpNormalizers, type SignUpValues } from '@areia/shared/core/validation/sign-up';

export type { SignUpValues };

export type SignUpField = keyof SignUpValues;
export type SignUpErrors = Partial<Record<SignUpField, string>>;

export const SIGN_UP_FIELDS: readonly SignUpField[] = ['email', 'nickname', 'cpf', 'password'];

export const emptySignUp: SignUpValues = { email: '', nickname: '', cpf: '', password: '' };

const validators: Record<SignUpField, (value: string) => string | undefined> = {
  email: (value) => validateEmail(signUpNormalizers.email(value)),
  nickname: validateNickname,
  cpf: validateCpf,
  password: validatePassword,
};

/** Every field's message; a valid field has none. */
export function signUpErrors(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  for (const field of SIGN_UP_FIELDS) {
    const error = validators[field](values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function isSignUpValid(values: SignUpValues): boolean {
  return Object.keys(signUpErrors(values)).length === 0;
}

/** The register call's body, cleaned by the same function the API's schema uses (shared/src/core/validation/sign-up.ts). */
export const signUpPayload = normalizeSignUp;

/** Why "Cadastrar" is greyed out: the fields still empty, and those filled but wrong, in the form's order. */
export function signUpBlockers(values: SignUpValues): { missing: SignUpField[]; wrong: SignUpField[] } {
  const errors = signUpErrors(values);
  const failing = SIGN_UP_FIELDS.filter((field) => errors[field]);
  return {
    missing: failing.filter((field) => values[field].trim() === ''),
    wrong: failing.filter((field) => values[field].trim() !== ''),
  };
}
