import { describe, expect, it } from 'vitest';
import { hasError, parsePix, PixElementType, type PixStaticObject } from 'pix-utils';
import { crc16CcittFalse } from './crc16';
import { brCodeAmount, brCodeChecksumValid, brCodeText, staticBrCode } from './brcode';

/** The static example of the Banco Central's "Manual de Padrões para Iniciação do Pix". */
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Read back by pix-utils, a reader written by others: the code must be a valid static PIX. */
function readBack(code: string): PixStaticObject {
  const parsed = parsePix(code);
  if (hasError(parsed) || parsed.type !== PixElementType.STATIC) throw new Error(`not a valid static PIX: ${JSON.stringify(parsed)}`);
  return parsed as PixStaticObject;
}

describe('crc16CcittFalse', () => {
  it('matches the published check value and the manual’s example', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
    // The CRC sees case: the same code with the GUI upper-cased.
    expect(crc16CcittFalse(MANUAL_EXAMPLE.slice(0, -4).replace('br.gov.bcb.pix', 'BR.GOV.BCB.PIX'))).toBe('F01B');
    expect(brCodeChecksumValid(MANUAL_EXAMPLE)).toBe(true);
    expect(brCodeChecksumValid(MANUAL_EXAMPLE.replace('BRASILIA', 'BRASILIO'))).toBe(false);
  });
});

describe('staticBrCode', () => {
  it('writes the manual’s example field by field (its name upper-cased, as strict readers want)', () => {
    const code = staticBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'Brasília' });
    expect(code.slice(0, -4)).toBe(MANUAL_EXAMPLE.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL'));
    expect(code.slice(-4)).toBe(crc16CcittFalse(code.slice(0, -4)));
    expect(readBack(code)).toMatchObject({ pixKey: '123e4567-e12b-12d1-a456-426655440000', merchantName: 'FULANO DE TAL', merchantCity: 'BRASILIA', txid: '***' });
  });

  it('carries the amount with two decimals and the txid, and another reader agrees on every field', () => {
    const cases = [
      { key: '12345678909', name: 'Arena Copacabana Vôlei', city: 'Rio de Janeiro', amountCents: 5000, txid: 'ABC123XYZ' },
      { key: 'organizador@areia.app', name: 'João Ávila', city: 'São Paulo', amountCents: 1, txid: 'A' },
      { key: '+5521999990000', name: 'Federação Paraibana', city: 'João Pessoa', amountCents: 123456, txid: 'Z'.repeat(25) },
      { key: '11222333000181', name: 'Clube Ñandú & Cia', city: 'Florianópolis', amountCents: 99, txid: 'TX9' },
    ];
    for (const input of cases) {
      const code = staticBrCode(input);
      expect(code).toContain(`54${String(brCodeAmount(input.amountCents).length).padStart(2, '0')}${brCodeAmount(input.amountCents)}`);
      expect(brCodeChecksumValid(code)).toBe(true);
      expect(readBack(code)).toMatchObject({
        pixKey: input.key,
        merchantName: brCodeText(input.name),
        merchantCity: brCodeText(input.city),
        transactionAmount: input.amountCents / 100,
        txid: input.txid,
        countryCode: 'BR',
        transactionCurrency: '986',
      });
      // ASCII only: byte lengths and character lengths agree.
      expect(code).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  it('writes centavos as the manual does', () => {
    expect(brCodeAmount(5000)).toBe('50.00');
    expect(brCodeAmount(1)).toBe('0.01');
    expect(brCodeAmount(123456)).toBe('1234.56');
    expect(() => brCodeAmount(0)).toThrow(RangeError);
    expect(() => brCodeAmount(10.5)).toThrow(RangeError);
  });

  it('folds names and cities to upper-case ASCII and refuses what does not fit', () => {
    expect(brCodeText('  São  José dos Pinhais ')).toBe('SAO JOSE DOS PINHAIS');
    expect(brCodeText('Ação 🏐 Praia')).toBe('ACAO PRAIA');
    expect(() => staticBrCode({ key: 'a@b.co', name: 'A'.repeat(26), city: 'Rio' })).toThrow(RangeError);
    expect(() => staticBrCode({ key: 'a@b.co', name: 'Ana', city: 'Rio de Janeiro RJ' })).toThrow(RangeError);
    expect(() => staticBrCode({ key: 'a@b.co', name: 'Ana', city: 'Rio', txid: 'com-hifen' })).toThrow(RangeError);
    expect(() => staticBrCode({ key: 'a@b.co', name: 'Ana', city: 'Rio', txid: 'A'.repeat(26) })).toThrow(RangeError);
  });
});
