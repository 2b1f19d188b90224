import { describe, expect, it } from 'vitest';
import { pixFormErrors } from './pix-form';

describe('pixFormErrors', () => {
  it('accepts each kind of key with a name and city that fit the code', () => {
    for (const key of ['organizador@areia.app', '+55 21 98888-7777', '11.222.333/0001-81', '123e4567-e12b-12d1-a456-426655440000']) {
      expect(pixFormErrors({ key, name: 'Organização Areia', city: 'Niterói' })).toEqual({});
    }
  });

  it('puts each reason under its field', () => {
    expect(pixFormErrors({ key: '123.456.789-00', name: '', city: 'Santo Antônio de Pádua' })).toEqual({
      key: 'CPF inválido: confira os dígitos',
      name: 'Informe o nome de quem recebe',
      city: 'A cidade deve ter no máximo 15 letras (sem acentos, como no código PIX)',
    });
  });
});
