export const NICKNAME_INVALID = 'O apelido deve conter pelo menos dois caracteres';

export function isValidNickname(value: string): boolean {
  return value.trim().length >= 2;
}

export function validateNickname(value: string): string | undefined {
  return isValidNickname(value) ? undefined : NICKNAME_INVALID;
}
