export const PASSWORD_INVALID =
  'A senha deve conter no mínimo 8 caracteres, um número e um caractere especial';

/** The special characters a password takes (one at least), as the screens list them. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 of letters, digits and !@#$%^&*; at least one digit and one of the specials. */
const ALLOWED = /^[A-Za-z0-9!@#$%^&*]{8,}$/;

export function isValidPassword(value: string): boolean {
  return ALLOWED.test(value) && /[0-9]/.test(value) && /[!@#$%^&*]/.test(value);
}

export function validatePassword(value: string): string | undefined {
  return isValidPassword(value) ? undefined : PASSWORD_INVALID;
}
