import { expect, test, type Page } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { fillSignUp, maskedCpf, signUpFields } from '../../support/auth-screens';

const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Home' });

test('a new athlete signs up with a generated CPF, signs in, lands on /home and is still signed in after a reload', async ({ page }) => {
  const athlete = newAthlete('cadastro');
  await page.goto('/');
  await page.getByRole('link', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const fields = signUpFields(page);
  await expect(fields.submit).toBeDisabled();
  await fillSignUp(page, athlete);
  // Typed bare, shown masked.
  await expect(fields.cpf).toHaveValue(maskedCpf(athlete.cpf));
  await fields.submit.click();

  await expect(page.getByText('Cadastro realizado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(athlete.email);
  await page.getByLabel('Senha', { exact: true }).fill(athlete.password);
  const entriesBeforeLogin = await page.evaluate(() => history.length);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page).toHaveURL(/\/home$/);
  // The home is the signal: no toast on top of it.
  await expect(page.getByText('Login realizado com sucesso!')).toHaveCount(0);
  // The login replaced its own history entry.
  expect(await page.evaluate(() => history.length)).toBe(entriesBeforeLogin);
  await expect(homeHeading(page)).toBeVisible();
  const stored = await page.evaluate(() => ({ token: localStorage.getItem('auth_token'), user: localStorage.getItem('user-data') }));
  expect(stored.token).toBeTruthy();
  expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ nickname: athlete.nickname });

  await page.reload();
  await expect(homeHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // Back skips the login: it goes to the sign-up, which a signed-in athlete skips for the home (docs/architecture.md, "The session").
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  await expect(homeHeading(page)).toBeVisible();
});

test('signing out from the home forgets the session and lands on the landing page', async ({ page }) => {
  const athlete = await registerAthlete(page.request, newAthlete('saida'));
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(athlete.email);
  await page.getByLabel('Senha', { exact: true }).fill(athlete.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(homeHeading(page)).toBeVisible();

  // The home's sign-out icon button belongs to mfe_profile.
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText('Rankings, campeonatos e arenas em um mesmo lugar')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});
