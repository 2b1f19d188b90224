import { expect, test, type Page } from '@playwright/test';
import { championshipsApi } from '../../support/championships-api';
import { DEMO_ACCOUNT, signIn } from '../../support/session';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
const kept = (page: Page) =>
  page.evaluate(async () => ((await caches.has('areia-api')) ? (await (await caches.open('areia-api')).keys()).map((r) => r.url) : []));

/** The API answers kept for offline use belong to one account: a sign-out or an ended session drops them. */
test('the API answers kept for offline use are the core screens’ reads, dropped on sign-out and when the session ends', async ({ page }) => {
  const session = await signIn(page);
  const target = (await championshipsApi(page.request, session.token).list()).find((c) => c.title === 'Rei da Praia Leme')!;
  await page.goto(`/championship/${target.id}/details?aba=geral`);
  await expect(page.getByRole('table', { name: 'Geral' })).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Geral' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByTestId('next-game')).toBeVisible();
  await expect.poll(() => kept(page)).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`/${target.id}/results`),
      expect.stringMatching(/\/api\/user\/me$/),
      expect.stringMatching(/\/api\/user\/next-game$/),
      expect.stringMatching(/\/api\/summary\/[0-9a-f-]{36}$/),
    ]),
  );
  // Never a sign-in, a sign-out, a search or a later page.
  expect((await kept(page)).filter((url) => url.includes('/api/auth/') || /[?&](cursor|search)=./.test(url))).toEqual([]);

  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => kept(page)).toEqual([]);

  // Signed in again through the login screen: kept again. A session the server no longer accepts drops them.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_ACCOUNT.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('next-game')).toBeVisible();
  await expect.poll(() => kept(page)).toContainEqual(expect.stringMatching(/\/api\/user\/next-game$/));
  await page.evaluate(() => localStorage.setItem('auth_token', 'revogado'));
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => kept(page)).toEqual([]);
});
