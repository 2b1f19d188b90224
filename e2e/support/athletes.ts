import type { APIRequestContext } from '@playwright/test';
import { generateValidCpf } from '@areia/shared/core/validation/cpf';
import { apiUrl } from './session';

export interface NewAthlete {
  email: string;
  password: string;
  nickname: string;
  cpf: string;
}

let counter = 0;

/** A unique, valid new athlete (fresh email, nickname and CPF) so a test never depends on another's data. */
export function newAthlete(prefix = 'atleta'): NewAthlete {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `${prefix}.${unique}@teste.areia.app`,
    password: 'Praia#2026',
    nickname: `${prefix}${unique}`.slice(0, 24),
    cpf: generateValidCpf(Date.now() + counter * 7919 + process.pid),
  };
}

/** Registers an athlete through the real API. */
export async function registerAthlete(request: APIRequestContext, athlete: NewAthlete = newAthlete()): Promise<NewAthlete> {
  const response = await request.post(`${apiUrl()}/api/auth/register`, { data: athlete });
  if (response.status() !== 201) throw new Error(`cadastro falhou: ${response.status()} ${await response.text()}`);
  return athlete;
}
