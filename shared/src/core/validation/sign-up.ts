import { normalizeCpf } from '@areia/shared/core/validation/cpf';
import { normalizeNickname } from '@areia/shared/core/validation/nickname';

/**
 * How a sign-up is cleaned before it is checked and stored, written once: the sign-up screen sends it cleaned and the
 * API's schemas (shared/src/core/schemas/auth.ts) clean each field with the same functions, so both check the same text.
 */

/** Emails are compared without outer spaces and case: 'Ana@Praia.com ' signs in as 'ana@praia.com'. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export interface SignUpValues {
  email: string;
  nickname: string;
  cpf: string;
  password: string;
}

/** Per field: email trimmed and lower-cased, nickname NFC and trimmed, CPF as digits; the password as typed. */
export const signUpNormalizers = {
  email: normalizeEmail,
  nickname: normalizeNickname,
  cpf: normalizeCpf,
} as const satisfies Partial<Record<keyof SignUpValues, (value: string) => string>>;

/** The register call's body as the API stores it. */
export function normalizeSignUp(values: SignUpValues): SignUpValues {
  return {
    email: signUpNormalizers.email(values.email),
    nickname: signUpNormalizers.nickname(values.nickname),
    cpf: signUpNormalizers.cpf(values.cpf),
    password: values.password,
  };
}
