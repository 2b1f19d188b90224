import { expect, test } from '@playwright/test';

test('a protected route without a token lands on the login', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('a stale token is dropped silently and the guard sends the user to the login', async ({ page }) => {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('auth_token', 'not-a-real-token'));
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});

test('an unknown path shows the 404 page, whose link goes home', async ({ page }) => {
  await page.goto('/isto-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});
