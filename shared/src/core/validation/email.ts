/** Something@something.tld with no spaces — the spec's rule, deliberately loose (the server is the real check). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_INVALID = 'Email inválido';
export const EMAIL_INVALID_FOR_RESET = 'Por favor, insira um email válido';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Sign-up message. */
export function validateEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : EMAIL_INVALID;
}

/** Forgot-password screen uses its own wording for the same rule. */
export function validateEmailForReset(value: string): string | undefined {
  return isValidEmail(value) ? undefined : EMAIL_INVALID_FOR_RESET;
}
