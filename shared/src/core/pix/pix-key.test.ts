import { describe, expect, it } from 'vitest';
import { generateValidCpf } from '../validation/cpf';
import { isValidCnpj, parsePixKey, pixKeyMessages, validatePixCity, validatePixName } from './pix-key';

describe('parsePixKey', () => {
  it('accepts each type and returns the form the BR Code carries', () => {
    const cpf = generateValidCpf(7);
    expect(parsePixKey(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`)).toEqual({ ok: true, value: { type: 'cpf', key: cpf } });
    expect(parsePixKey('11.222.333/0001-81')).toEqual({ ok: true, value: { type: 'cnpj', key: '11222333000181' } });
    expect(parsePixKey(' Organizador@Areia.App ')).toEqual({ ok: true, value: { type: 'email', key: 'organizador@areia.app' } });
    expect(parsePixKey('+55 (21) 99999-0000')).toEqual({ ok: true, value: { type: 'telefone', key: '+5521999990000' } });
    expect(parsePixKey('+55 21 3333-4444')).toEqual({ ok: true, value: { type: 'telefone', key: '+552133334444' } });
    expect(parsePixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({ ok: true, value: { type: 'aleatoria', key: '123e4567-e12b-12d1-a456-426655440000' } });
  });

  it('refuses each type with its pt-BR reason', () => {
    expect(parsePixKey('')).toEqual({ ok: false, reason: pixKeyMessages.empty });
    expect(parsePixKey('123.456.789-00')).toEqual({ ok: false, reason: pixKeyMessages.cpf });
    expect(parsePixKey('111.111.111-11')).toEqual({ ok: false, reason: pixKeyMessages.cpf });
    expect(parsePixKey('11.222.333/0001-82')).toEqual({ ok: false, reason: pixKeyMessages.cnpj });
    expect(parsePixKey('ana@@x.com')).toEqual({ ok: false, reason: pixKeyMessages.email });
    expect(parsePixKey(`${'a'.repeat(70)}@areia.app`)).toEqual({ ok: false, reason: pixKeyMessages.emailTooLong });
    expect(parsePixKey('+1 212 555 0100')).toEqual({ ok: false, reason: pixKeyMessages.phone });
    expect(parsePixKey('+55 21 9999')).toEqual({ ok: false, reason: pixKeyMessages.phone });
    expect(parsePixKey('123e4567-e12b-12d1-a456-42665544000')).toEqual({ ok: false, reason: pixKeyMessages.random });
    expect(parsePixKey('21999990000x')).toEqual({ ok: false, reason: pixKeyMessages.unknown });
    expect(parsePixKey('1234')).toEqual({ ok: false, reason: pixKeyMessages.unknown });
  });

  it('checks CNPJ digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('11222333000180')).toBe(false);
  });
});

describe('receiver name and city', () => {
  it('counts letters as the BR Code carries them', () => {
    expect(validatePixName('Associação de Vôlei de Praia')).toBe('O nome deve ter no máximo 25 letras (sem acentos, como no código PIX)');
    expect(validatePixName('Arena Copacabana')).toBeUndefined();
    expect(validatePixName('  ')).toBe('Informe o nome de quem recebe');
    expect(validatePixCity('Florianópolis')).toBeUndefined();
    expect(validatePixCity('Santo Antônio de Pádua')).toBe('A cidade deve ter no máximo 15 letras (sem acentos, como no código PIX)');
  });
});
