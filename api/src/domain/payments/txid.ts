import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A share's BR Code reference (field 62-05): 25 letters and digits, the most a static code carries, from a
 * cryptographic source so two shares never meet (32^25 values; the unique index is the last word). Letters and
 * digits that look alike are left out, as the organizer may read it off a bank statement.
 */
export function newTxid(): string {
  let txid = '';
  for (let index = 0; index < 25; index += 1) txid += ALPHABET[randomInt(ALPHABET.length)];
  return txid;
}
