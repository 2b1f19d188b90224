import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../support/session';

/**
 * Modo sol, the light high-contrast theme: it follows the phone's setting, the profile overrides it and the choice
 * survives a reload, and the landing copy in index.html is drawn in the right theme from its first frame.
 */

const WHITE = 'rgb(255, 255, 255)';
const BLACK = 'rgb(0, 0, 0)';

const themeOf = (page: Page) => page.locator('html').getAttribute('data-theme');
const barColour = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');
const background = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => getComputedStyle(element).backgroundColor);

/** The page background of the first frame the browser draws, noted by a script that runs before the page's own. */
async function noteFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (window as unknown as { __firstFrame: unknown }).__firstFrame = {
        theme: root.dataset.theme ?? null,
        background: getComputedStyle(root).backgroundColor,
      };
    });
  });
}
const firstFrame = (page: Page) => page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame);

test.describe('the landing before the app boots', () => {
  // No bundle runs: what is seen is index.html alone (its inline scripts, the landing copy and its inline style).
  test.beforeEach(async ({ page }) => {
    await page.route(/\.js(\?.*)?$/, (route) => route.abort());
    await noteFirstFrame(page);
  });

  for (const [phone, theme, bg, bar] of [
    ['light', 'sol', WHITE, '#ffffff'],
    ['dark', 'escuro', BLACK, '#000000'],
  ] as const) {
    test(`a phone set to ${phone} gets the ${theme} theme from the first frame, bar colour included`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: phone });
      await page.goto('/');
      await expect(page.locator('#areia-snapshot')).toBeVisible();
      expect(await firstFrame(page)).toEqual({ theme, background: bg });
      expect(await themeOf(page)).toBe(theme);
      expect(await barColour(page)).toBe(bar);
      expect(await background(page, 'body')).toBe(bg);
      expect(await background(page, '#areia-snapshot')).toBe(bg);
      // the copy's text takes the theme too: dark text in the sun, light text at night
      const text = await page.locator('#areia-snapshot h1').first().evaluate((element) => getComputedStyle(element).color);
      expect(text).toBe(theme === 'sol' ? 'rgb(9, 9, 11)' : 'rgb(250, 250, 250)');
    });
  }

  test("the profile's choice wins over the phone before the first frame", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('areia_theme', 'escuro'));
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('#areia-snapshot')).toBeVisible();
    expect(await firstFrame(page)).toEqual({ theme: 'escuro', background: BLACK });
  });
});

test('the landing follows the phone when it changes its setting with the app open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await themeOf(page)).toBe('escuro');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sol');
  expect(await background(page, 'body')).toBe(WHITE);
  expect(await barColour(page)).toBe('#ffffff');
});

test("the profile's Modo sol switch overrides the phone and is remembered across reloads", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signIn(page);
  await page.goto('/profile');
  const group = page.getByRole('group', { name: 'Modo sol' });
  await expect(group).toBeVisible();
  await expect(group.getByRole('radio', { name: 'Automático' })).toBeChecked();
  expect(await themeOf(page)).toBe('escuro');

  await group.getByText('Sempre', { exact: true }).click();
  await expect(group.getByRole('radio', { name: 'Sempre' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sol');
  expect(await background(page, 'body')).toBe(WHITE);
  expect(await barColour(page)).toBe('#ffffff');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Sempre' })).toBeChecked();
  expect(await themeOf(page)).toBe('sol');
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(await background(page, 'body')).toBe(WHITE);

  // Nunca: dark even on a phone set to light
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/profile');
  await page.getByRole('group', { name: 'Modo sol' }).getByText('Nunca', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'escuro');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Nunca' })).toBeChecked();
  expect(await themeOf(page)).toBe('escuro');
  expect(await background(page, 'body')).toBe(BLACK);

  // Automático: back to following the phone
  await page.getByRole('group', { name: 'Modo sol' }).getByText('Automático', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'sol');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Automático' })).toBeChecked();
  expect(await themeOf(page)).toBe('sol');
});
