import { expect, test } from '@playwright/test';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

test('the service worker is registered on load and reloads still show the app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('release')).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  await page.reload();
  await expect(page.getByTestId('release')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
});
