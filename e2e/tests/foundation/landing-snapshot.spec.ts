import { expect, test, type Page } from '@playwright/test';
import { e2eTopology } from '../../support/ports';
import { signIn } from '../../support/session';

const top = e2eTopology();
const auth = top.remotes.find((remote) => remote.name === 'mfe_auth');
if (!auth) throw new Error('mfe_auth fora da topologia');

/** Layout shifts seen by the page since it started (buffered), summed the way CLS counts them (no recent input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} sem caixa`);
  return found;
};

/** The real page's parts sit where the copy's were (within half a pixel), and nothing shifted on the way. */
async function expectSameBoxes(page: Page, parts: string[], before: Awaited<ReturnType<typeof box>>[]) {
  const after = await Promise.all(parts.map((part) => box(page, `#root ${part}`)));
  parts.forEach((part, index) => {
    const [was, is] = [before[index], after[index]];
    if (!was || !is) throw new Error(`${part} sem caixa`);
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(is[key] - was[key]), `${part}.${key}`).toBeLessThanOrEqual(0.5);
    }
  });
  expect(await layoutShift(page)).toBe(0);
}

test('/ paints the landing from the HTML before any remote code, and the real page replaces it without moving anything', async ({ page }) => {
  // The auth remote is held: what shows meanwhile comes from index.html alone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${auth.url}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const snapshot = page.locator('#areia-snapshot');
  await expect(snapshot).toBeVisible();
  await expect(snapshot.locator('h1')).toHaveText('Areia');
  await expect(snapshot.getByText('Rankings, campeonatos e arenas em um mesmo lugar', { exact: true })).toBeVisible();
  // Not a second landing for assistive technology: the real page is the one with roles.
  await expect(page.getByRole('heading', { level: 1, name: 'Areia' })).toHaveCount(0);
  const parts = ['h1', 'svg', 'nav a[href="/login"]', 'nav a[href="/register"]'];
  const before = await Promise.all(parts.map((part) => box(page, `#areia-snapshot ${part}`)));

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Areia' })).toBeVisible();
  await expect(snapshot).toHaveCount(0);
  await expectSameBoxes(page, parts, before);
});

test('/login paints the login from the HTML too, read-only, and the real form replaces it without moving anything', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${auth.url}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const snapshot = page.locator('#areia-snapshot');
  await expect(snapshot).toBeVisible();
  await expect(snapshot.getByText('Que bom te ver de volta na areia.', { exact: true })).toBeVisible();
  // One login for assistive technology and for labels: the copy has no roles, no ids, and its fields take no input.
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(snapshot.locator('input[type="email"]')).toHaveAttribute('readonly', '');
  await expect(snapshot.locator('[id]')).toHaveCount(0);
  const parts = ['h1', 'p', 'input[type="email"]', 'input[type="password"]', 'button[type="submit"]', 'a[href="/register"]'];
  const before = await Promise.all(parts.map((part) => box(page, `#areia-snapshot ${part}`)));

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(snapshot).toHaveCount(0);
  await expectSameBoxes(page, parts, before);
  await page.getByLabel('Email').fill('demo@areia.app');
  await expect(page.getByLabel('Email')).toHaveValue('demo@areia.app');
});

test('a copy never stands in for another page, nor for a signed-in visitor', async ({ page }) => {
  await page.goto('/register', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#areia-snapshot')).toHaveCount(0);
  await expect(page.locator('template[data-areia-snapshot]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Cadastro' })).toBeVisible();

  await signIn(page);
  for (const path of ['/', '/login']) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#areia-snapshot')).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  }
});

test.describe('with the auth remote down', () => {
  // Requests the service worker makes itself bypass page.route; without it every request to the remote is refused.
  test.use({ serviceWorkers: 'block' });

  test('/ shows the fallback, not the landing copy over it', async ({ page }) => {
    await page.route(`${auth.url}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#areia-snapshot')).toHaveCount(0);
    await expect(page.getByRole('alert')).toBeInViewport();
  });
});
