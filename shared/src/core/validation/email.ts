/** Something@something.tld with no spaces — the spec's rule, deliberately loose (the server is the real check). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_INVALID = 'E-mail inválido';
export const EMAIL_INVALID_FOR_RESET = 'Informe um e-mail válido, como nome@exemplo.com';
/** An empty field asks for the e-mail rather than calling nothing "inválido". */
export const EMAIL_REQUIRED = 'Informe seu e-mail';

/** The message for an e-mail the rule refuses: empty, or not an e-mail. */
export const emailRefusal = (value: string, invalid: string): string => (value.trim() === '' ? EMAIL_REQUIRED : invalid);

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Sign-up message. */
export function validateEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : emailRefusal(value, EMAIL_INVALID);
}

/** Forgot-password screen uses its own wording for the same rule. */
export function validateEmailForReset(value: string): string | undefined {
  return isValidEmail(value) ? undefined : emailRefusal(value, EMAIL_INVALID_FOR_RESET);
}
