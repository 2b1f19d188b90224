import { normalizeCpf } from '@areia/shared/core/validation/cpf';

/**
 * Formats what the user typed or pasted as 000.000.000-00, progressively, so a bare CPF and a masked one end up
 * looking the same. Digits past the eleventh are dropped: a CPF never has more.
 */
export function maskCpf(value: string): string {
  const digits = normalizeCpf(value).slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('.');
  return digits.length > 9 ? `${parts}-${digits.slice(9)}` : parts;
}
