import { crc16CcittFalse } from '@areia/shared/core/pix/crc16';

/**
 * A static PIX "copia e cola" code (BR Code, EMV QRCPS merchant-presented), per the Banco Central's "Manual de Padrões
 * para Iniciação do Pix": the receiver's key under the `br.gov.bcb.pix` GUI (field 26), the amount with two decimals
 * (54), name ≤25 and city ≤15 (59, 60), the txid (62-05) and the CRC-16 of everything before it (63). Lengths are
 * byte counts, so every free-text field is reduced to upper-case ASCII first: strict readers refuse accents.
 */
export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_PATTERN = /^(?:[A-Za-z0-9]{1,25}|\*\*\*)$/;

export type BrCodeInput = {
  /** The key as stored: digits for CPF/CNPJ, +55… for a phone, lower-case e-mail or UUID. */
  key: string;
  /** Receiver's name and city, as typed (accents and case are folded here). */
  name: string;
  city: string;
  /** Integer centavos; omitted leaves the amount to the payer. */
  amountCents?: number;
  /** 1–25 letters and digits; `***` when none. */
  txid?: string;
};

/** Upper case, accents removed, only what a strict reader accepts (letters, digits, space and a few marks). */
export function brCodeText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,\-/&]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function field(id: string, value: string): string {
  const length = new TextEncoder().encode(value).length;
  if (length > 99) throw new RangeError(`BR Code field ${id} is ${length} bytes (at most 99)`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Centavos as the manual writes amounts: digits, a dot and two decimals ("50.00"). */
export function brCodeAmount(amountCents: number): string {
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new RangeError('amount must be a positive integer of centavos');
  return `${Math.floor(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

export function staticBrCode(input: BrCodeInput): string {
  const name = brCodeText(input.name);
  const city = brCodeText(input.city);
  if (name.length === 0 || name.length > PIX_NAME_MAX) throw new RangeError(`name must have 1–${PIX_NAME_MAX} characters`);
  if (city.length === 0 || city.length > PIX_CITY_MAX) throw new RangeError(`city must have 1–${PIX_CITY_MAX} characters`);
  const txid = input.txid ?? '***';
  if (!PIX_TXID_PATTERN.test(txid)) throw new RangeError('txid must be 1–25 letters and digits');
  const payload = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', input.key)),
    field('52', '0000'),
    field('53', '986'),
    input.amountCents === undefined ? '' : field('54', brCodeAmount(input.amountCents)),
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16CcittFalse(payload);
}

/** Whether a code's last four characters are the CRC of everything before them. */
export function brCodeChecksumValid(code: string): boolean {
  return code.length > 8 && code.slice(-8, -4) === '6304' && crc16CcittFalse(code.slice(0, -4)) === code.slice(-4).toUpperCase();
}
