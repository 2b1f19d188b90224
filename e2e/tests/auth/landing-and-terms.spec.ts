import { expect, test } from '@playwright/test';

const SECTIONS = ['1. Aceitação dos termos', '2. Sua conta', '3. Uso da plataforma', '4. Propriedade intelectual', '5. Privacidade'];

test('the landing shows the tagline, the release and leads to login, sign-up and terms', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Areia' })).toBeVisible();
  await expect(page.getByText('Rankings, campeonatos e arenas em um mesmo lugar', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /vôlei de praia/ })).toBeVisible();
  await expect(page.getByTestId('release')).toHaveText(/^versão \S+$/);

  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: 'Cadastrar' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);

  await page.getByRole('link', { name: 'termos de uso' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(SECTIONS);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('terms opened directly: back falls back to the landing', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByTestId('release')).toBeVisible();
});
