import { expect, test } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { signIn } from '../../support/session';

test('a signed-in athlete opening /, /login or /register goes to /home; the 404 link goes to /home', async ({ page }) => {
  await signIn(page);
  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  }
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('after logging in from a deep link the guard saved, the athlete lands on that link', async ({ page }) => {
  const athlete = await registerAthlete(page.request, newAthlete('retorno'));
  await page.goto('/players?q=a');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(athlete.email);
  await page.getByLabel('Senha', { exact: true }).fill(athlete.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/players\?q=a$/);
  // The screen that opens is the signal: no toast on top of it.
  await expect(page.getByText('Login realizado com sucesso!')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
});
