export const CPF_INVALID = 'CPF inválido';

/** Users type CPFs with or without the 000.000.000-00 mask; only digits count. */
export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
}

function checkDigit(digits: readonly number[]): number {
  // Weights run from digits.length + 1 down to 2 (10..2 for the first digit, 11..2 for the second).
  const sum = digits.reduce((acc, digit, index) => acc + digit * (digits.length + 1 - index), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (cpf.length !== 11) return false;
  // 000.000.000-00, 111.111.111-11 … pass the arithmetic but are not issued.
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  const digits = [...cpf].map(Number);
  const first = checkDigit(digits.slice(0, 9));
  if (first !== digits[9]) return false;
  return checkDigit(digits.slice(0, 10)) === digits[10];
}

export function validateCpf(value: string): string | undefined {
  return isValidCpf(value) ? undefined : CPF_INVALID;
}

/**
 * A valid, unformatted CPF. With a seed the result is deterministic (seed data, e2e fixtures);
 * without one it is random. Never returns an all-same-digit number.
 */
export function generateValidCpf(seed?: number): string {
  const MODULUS = 2147483647;
  // Reduce first: seeds such as Date.now() would overflow exact integer arithmetic in the multiplication below.
  let state = seed === undefined ? Math.floor(Math.random() * (MODULUS - 1)) + 1 : (Math.abs(Math.trunc(seed)) % (MODULUS - 1)) + 1;
  const nextDigit = () => {
    // Park–Miller LCG: small, deterministic, good enough for test data.
    state = (state * 48271) % MODULUS;
    return state % 10;
  };
  for (;;) {
    const base = Array.from({ length: 9 }, nextDigit);
    const first = checkDigit(base);
    const second = checkDigit([...base, first]);
    const cpf = [...base, first, second].join('');
    if (!/^(\d)\1{10}$/.test(cpf)) return cpf;
  }
}
