import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forgotPasswordSchema, loginSchema, registerSchema } from '../schemas/auth';
import { generateValidCpf } from './cpf';
import { normalizeEmail, normalizeSignUp } from './sign-up';

const mask = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('normalizeSignUp', () => {
  it('trims and lower-cases the email, trims the nickname, keeps CPF digits, leaves the password alone', () => {
    expect(normalizeSignUp({ email: ' Ana@Praia.COM ', nickname: ' Ana ', cpf: '529.982.247-25', password: ' Praia#2026 ' })).toEqual({
      email: 'ana@praia.com',
      nickname: 'Ana',
      cpf: '52998224725',
      password: ' Praia#2026 ',
    });
  });

  it('property: the API schema stores exactly what the screen sends, from the raw or the cleaned form', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.constantFrom('ana@praia.com', ' Ana@Praia.com', 'JOAO.SILVA@EXEMPLO.COM.BR  '),
        fc.constantFrom('Ana', '  Zé Praia ', 'Cafe\u0301'),
        (seed, email, nickname) => {
          const raw = { email, nickname, cpf: mask(generateValidCpf(seed)), password: 'Praia#2026' };
          const sent = normalizeSignUp(raw);
          expect(registerSchema.parse(raw)).toEqual(sent);
          expect(registerSchema.parse(sent)).toEqual(sent);
        },
      ),
    );
  });

  it('login and forgot password read the email the same way', () => {
    expect(loginSchema.parse({ email: ' Ana@Praia.com ', password: 'x' }).email).toBe(normalizeEmail(' Ana@Praia.com '));
    expect(forgotPasswordSchema.parse({ email: ' Ana@Praia.com ' }).email).toBe('ana@praia.com');
    expect(loginSchema.safeParse({ email: '   ', password: 'x' }).success).toBe(false);
  });
});
