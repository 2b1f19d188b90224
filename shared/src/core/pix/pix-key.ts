import { isValidCpf } from '@areia/shared/core/validation/cpf';
import type { PixKeyType } from '@areia/shared/core/schemas/payment';
import { PIX_CITY_MAX, PIX_NAME_MAX, brCodeText } from '@areia/shared/core/pix/brcode';

/**
 * A PIX key as the Banco Central's directory (DICT) knows it: CPF (11 digits) or CNPJ (14), each with its check
 * digits; an e-mail (at most 77 characters); a mobile number in E.164 with +55; or a random key (UUID). Masks are
 * accepted and removed; the result is the form the BR Code carries.
 */
export type PixKey = { type: PixKeyType; key: string };
export type PixKeyResult = { ok: true; value: PixKey } | { ok: false; reason: string };

export const pixKeyMessages = {
  empty: 'Informe a chave PIX',
  unknown: 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com +55 ou chave aleatória',
  cpf: 'CPF inválido: confira os dígitos',
  cnpj: 'CNPJ inválido: confira os dígitos',
  email: 'E-mail inválido para chave PIX',
  emailTooLong: 'E-mail longo demais para chave PIX (máximo 77 caracteres)',
  phone: 'Celular inválido: use +55, o DDD e o número (ex.: +55 21 99999-0000)',
  random: 'Chave aleatória inválida: são 32 letras e números no formato 8-4-4-4-12',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;
const EMAIL_MAX = 77;

function cnpjCheckDigit(digits: readonly number[]): number {
  // Weights 2..9 repeating from the right.
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) sum += digits[digits.length - 1 - index]! * ((index % 8) + 2);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(/\D/g, '');
  if (cnpj.length !== 14 || /^(\d)\1{13}$/.test(cnpj)) return false;
  const digits = [...cnpj].map(Number);
  return cnpjCheckDigit(digits.slice(0, 12)) === digits[12] && cnpjCheckDigit(digits.slice(0, 13)) === digits[13];
}

export function parsePixKey(input: string): PixKeyResult {
  const raw = input.trim();
  if (raw === '') return { ok: false, reason: pixKeyMessages.empty };
  if (raw.includes('@')) {
    const email = raw.toLowerCase();
    if (email.length > EMAIL_MAX) return { ok: false, reason: pixKeyMessages.emailTooLong };
    return EMAIL.test(email) ? { ok: true, value: { type: 'email', key: email } } : { ok: false, reason: pixKeyMessages.email };
  }
  if (raw.startsWith('+')) {
    const phone = `+${raw.slice(1).replace(/[\s().-]/g, '')}`;
    // +55, a two-digit area code (11–99) and 8 or 9 digits: a mobile starts with 9 when it has 9.
    return /^\+55[1-9][1-9](?:9\d{8}|\d{8})$/.test(phone) ? { ok: true, value: { type: 'telefone', key: phone } } : { ok: false, reason: pixKeyMessages.phone };
  }
  const lower = raw.toLowerCase();
  if (/^[0-9a-f-]{32,36}$/.test(lower) && /[a-f-]/.test(lower)) {
    return UUID.test(lower) ? { ok: true, value: { type: 'aleatoria', key: lower } } : { ok: false, reason: pixKeyMessages.random };
  }
  if (/^[\d.\-/\s]+$/.test(raw)) {
    const digits = raw.replace(/\D/g, '');
    if (digits.length === 11) return isValidCpf(digits) ? { ok: true, value: { type: 'cpf', key: digits } } : { ok: false, reason: pixKeyMessages.cpf };
    if (digits.length === 14) return isValidCnpj(digits) ? { ok: true, value: { type: 'cnpj', key: digits } } : { ok: false, reason: pixKeyMessages.cnpj };
  }
  return { ok: false, reason: pixKeyMessages.unknown };
}

/** The receiver's name and city as the BR Code will carry them, with a pt-BR reason when they do not fit. */
export const pixHolderMessages = {
  nameEmpty: 'Informe o nome de quem recebe',
  nameTooLong: 'O nome deve ter no máximo 25 letras (sem acentos, como no código PIX)',
  cityEmpty: 'Informe a cidade',
  cityTooLong: 'A cidade deve ter no máximo 15 letras (sem acentos, como no código PIX)',
} as const;

export function validatePixName(value: string): string | undefined {
  const folded = brCodeText(value);
  if (folded === '') return pixHolderMessages.nameEmpty;
  return folded.length > PIX_NAME_MAX ? pixHolderMessages.nameTooLong : undefined;
}

export function validatePixCity(value: string): string | undefined {
  const folded = brCodeText(value);
  if (folded === '') return pixHolderMessages.cityEmpty;
  return folded.length > PIX_CITY_MAX ? pixHolderMessages.cityTooLong : undefined;
}
