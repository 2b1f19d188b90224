export const PASSWORD_INVALID =
  'A senha deve conter no mínimo 8 caracteres, um número e um caractere especial';

/** At least 8 of letters, digits and !@#$%^&*; at least one digit and one of the specials. */
const ALLOWED = /^[A-Za-z0-9!@#$%^&*]{8,}$/;

export function isValidPassword(value: string): boolean {
  return ALLOWED.test(value) && /[0-9]/.test(value) && /[!@#$%^&*]/.test(value);
}

export function validatePassword(value: string): string | undefined {
  return isValidPassword(value) ? undefined : PASSWORD_INVALID;
}
