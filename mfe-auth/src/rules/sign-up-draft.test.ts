import { afterEach, describe, expect, it } from 'vitest';
import { signUpDraft } from './sign-up-draft';

afterEach(() => signUpDraft.clear());

describe('sign-up draft', () => {
  it('gives back what was typed, except the password', () => {
    signUpDraft.keep({ email: 'ana@praia.com', nickname: 'Ana', cpf: '529.982.247-25', password: 'Praia#2026' });
    expect(signUpDraft.restore()).toEqual({ email: 'ana@praia.com', nickname: 'Ana', cpf: '529.982.247-25', password: '' });
  });

  it('starts empty and is empty again once cleared', () => {
    expect(signUpDraft.restore()).toEqual({ email: '', nickname: '', cpf: '', password: '' });
    signUpDraft.keep({ email: 'a@b.co', nickname: 'Ab', cpf: '', password: '' });
    signUpDraft.clear();
    expect(signUpDraft.restore().email).toBe('');
  });
});
