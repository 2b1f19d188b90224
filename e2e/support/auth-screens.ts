import type { Page, Route } from '@playwright/test';
import type { NewAthlete } from './athletes';

/** 52998224725 → 529.982.247-25, the way the sign-up field shows a CPF. */
export function maskedCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** The sign-up form's fields, found the way a person reads them. */
export function signUpFields(page: Page) {
  return {
    email: page.getByLabel('Email', { exact: true }),
    nickname: page.getByLabel('Apelido', { exact: true }),
    cpf: page.getByLabel('CPF', { exact: true }),
    password: page.getByLabel('Senha', { exact: true }),
    submit: page.getByRole('button', { name: 'Cadastrar' }),
  };
}

/** Types the athlete into the sign-up form; the CPF is typed bare, key by key, as on a phone's number pad. */
export async function fillSignUp(page: Page, athlete: NewAthlete): Promise<void> {
  const fields = signUpFields(page);
  await fields.email.fill(athlete.email);
  await fields.nickname.fill(athlete.nickname);
  await fields.cpf.pressSequentially(athlete.cpf);
  await fields.password.fill(athlete.password);
}

/**
 * Holds matching requests (they still reach the real API, unchanged) until `release()`, so a test can look at a
 * screen's busy state, which otherwise lasts a few milliseconds.
 */
export async function holdRequests(page: Page, url: string | RegExp) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const handler = async (route: Route) => {
    await gate;
    await route.continue();
  };
  await page.route(url, handler);
  return { release: () => open() };
}
