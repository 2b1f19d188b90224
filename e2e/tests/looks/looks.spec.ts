import { expect, test, type Locator, type Page } from '@playwright/test';
import { fetchApiArenas, fetchApiPlayers } from '../../support/api-data';
import { championshipsApi } from '../../support/championships-api';
import { signIn } from '../../support/session';
import { askReadsAlone, routeApiReads } from '../../support/api-reads';
import { SHOTS } from '../../support/shots';

/** "Looks like a sports app", at 390×844 (the suite's viewport). */

const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };
const TABS = ['Home', 'Campeonatos', 'Jogadores', 'Arenas', 'Perfil'];

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });
const tab = (page: Page, name: string) => tabBar(page).getByRole('link', { name, exact: true });

/** Every word of the element's text lies on one line: nothing broke inside a word. */
async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

/** The element shows all of its text: not cut by overflow, an ellipsis or a line clamp. */
async function clipped(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    return (
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1 ||
      style.textOverflow === 'ellipsis' ||
      (clamp !== '' && clamp !== 'none')
    );
  });
}

test('signed in, a bottom tab bar marks the current section, with 44 px targets above the safe area', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(tabBar(page).getByRole('link')).toHaveText(TABS);
  await expect(tab(page, 'Home')).toHaveAttribute('aria-current', 'page');
  for (const name of TABS) {
    const box = await tab(page, name).boundingBox();
    expect(box!.height, name).toBeGreaterThanOrEqual(44);
    expect(box!.width, name).toBeGreaterThanOrEqual(44);
    await expect(tab(page, name).locator('svg')).toHaveAttribute('aria-hidden', 'true');
    // The label fits its tab: no overlap with the next one, nothing cut.
    const label = await tab(page, name).locator('span').boundingBox();
    expect(label!.x, name).toBeGreaterThanOrEqual(box!.x);
    expect(label!.x + label!.width, name).toBeLessThanOrEqual(box!.x + box!.width);
  }
  // Fixed to the bottom of the viewport, and its padding keeps the home indicator's inset.
  const bar = await tabBar(page).boundingBox();
  expect(Math.round(bar!.y + bar!.height)).toBe(844);
  const insetRule = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return []; // a remote's stylesheet from another origin
        }
      })
      .some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.areia-tabbar' && /safe-area-inset-bottom/.test(rule.style.paddingBottom)),
  );
  expect(insetRule).toBe(true);

  // Nothing of the page is hidden under it: scrolled to the end, the page's last element ends above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastBottom = await page.evaluate(() => {
    const elements = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().height > 0);
    return Math.max(...elements.map((e) => e.getBoundingClientRect().bottom));
  });
  const barTop = (await tabBar(page).boundingBox())!.y;
  expect(lastBottom).toBeLessThanOrEqual(barTop);

  await tab(page, 'Campeonatos').click();
  await expect(page).toHaveURL(/\/championships$/);
  await expect(tab(page, 'Campeonatos')).toHaveAttribute('aria-current', 'page');
  await expect(tab(page, 'Home')).not.toHaveAttribute('aria-current', /.*/);
  await page.getByTestId('championship-card').first().click();
  await expect(page).toHaveURL(/\/championship\//);
  // Inside a section, its tab stays marked.
  await expect(tab(page, 'Campeonatos')).toHaveAttribute('aria-current', 'true');

  await tab(page, 'Jogadores').click();
  await expect(page).toHaveURL(/\/players$/);
  await expect(tab(page, 'Jogadores')).toHaveAttribute('aria-current', 'page');
  await tab(page, 'Arenas').click();
  await expect(page).toHaveURL(/\/arenas$/);
  await tab(page, 'Perfil').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(tab(page, 'Perfil')).toHaveAttribute('aria-current', 'page');
});

test('signed out, there is no tab bar', async ({ page }) => {
  for (const path of ['/', '/login', '/register', '/terms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
  }
});

test('each screen names the browser tab in pt-BR ("Campeonatos · Areia")', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Entrar · Areia');
  await page.goto('/terms');
  await expect(page).toHaveTitle('Termos de uso · Areia');
  await page.goto('/nao-existe');
  await expect(page).toHaveTitle('Página não encontrada · Areia');

  await signIn(page);
  const titles: [string, string][] = [
    ['/home', 'Home · Areia'],
    ['/championships', 'Campeonatos · Areia'],
    ['/players', 'Jogadores · Areia'],
    ['/arenas', 'Arenas · Areia'],
    ['/profile', 'Perfil · Areia'],
    ['/edit', 'Editar perfil · Areia'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Moving inside the app (no reload) renames the tab too.
  await tab(page, 'Jogadores').click();
  await expect(page).toHaveTitle('Jogadores · Areia');
  await page.getByTestId('player-card').first().click();
  await expect(page).toHaveTitle('Jogador · Areia');
});

test.describe('while a section loads', () => {
  // The held requests are the page's own: once the service worker controls the page it fetches a championship's API
  // answers itself, where page.route cannot hold them (the offline tests cover the worker).
  test.use({ serviceWorkers: 'block' });

  test('a loading section shows a skeleton in its shape and "Carregando..." for screen readers', async ({ page }) => {
    const session = await signIn(page);
    const [championship] = await championshipsApi(page.request, session.token).list();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await routeApiReads(page, (read) => /^\/api\/(players|championships)\//.test(read.pathname), () => held);
    // The session check answers, the sections' reads wait (the route registered last is asked first).
    await askReadsAlone(page);

    await page.goto('/players');
    const loading = page.getByTestId('loading-state');
    await expect(loading).toBeVisible();
    await expect(loading).toHaveAttribute('data-shape', 'list');
    await expect(loading).toHaveAttribute('role', 'status');
    await expect(loading.locator('.areia-skeleton').first()).toBeVisible();
    await expect(loading.getByText('Carregando...')).toHaveClass('areia-visually-hidden');
    await expect(page.getByRole('status').filter({ hasText: 'Carregando...' })).toHaveCount(1);

    await page.goto(`/championship/${championship!.id}`);
    await expect(page.getByTestId('loading-state')).toHaveAttribute('data-shape', 'detail');
    await page.screenshot({ path: `${SHOTS}/looks-skeleton-championship.png` });
    release();
    await expect(page.getByRole('heading', { level: 1, name: championship!.title })).toBeVisible();
    await expect(page.getByTestId('loading-state')).toHaveCount(0);
  });
});

test('an empty list shows an icon and a next step; a failed one an icon and Tentar novamente', async ({ page }) => {
  await signIn(page);
  await page.goto('/players');
  await expect(page.getByTestId('player-card').first()).toBeVisible();
  await page.getByRole('searchbox').fill('zzqxw-ninguem');
  const empty = page.getByTestId('empty-state');
  await expect(empty.getByRole('paragraph')).toHaveText('Nenhum jogador encontrado');
  await expect(empty.locator('.areia-state__icon svg')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/looks-empty-players.png` });
  await empty.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(page.getByTestId('player-card').first()).toBeVisible();

  await page.route(/\/api\/arenas\?/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }));
  await page.goto('/arenas');
  const failed = page.locator('.areia-state--error');
  await expect(failed.getByRole('paragraph')).toHaveText('Erro ao carregar as arenas');
  await expect(failed.locator('.areia-state__icon svg')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  // One signal for the failure: the red state, not a toast saying it again.
  await expect(page.getByText('Erro ao carregar as arenas')).toHaveCount(1);
  // The location toast (no permission here): its close button is named in Portuguese, inside a Portuguese region.
  await expect(page.getByRole('button', { name: 'Fechar notificação' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notificações (Alt+T)' })).toHaveCount(1);
  // The toast sits above the tab bar, not on it — once its slide-in from the bottom edge has ended.
  await expect
    .poll(async () => {
      const toastBox = await page.locator('.Toastify__toast').first().boundingBox();
      const barBox = await tabBar(page).boundingBox();
      return toastBox && barBox ? barBox.y - (toastBox.y + toastBox.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});

test('no clipped words: the full championship title, whole categories, near-me names that wrap', async ({ page, context }) => {
  const session = await signIn(page);
  const list = await championshipsApi(page.request, session.token).list();
  const longest = list.filter((c) => !c.isDisabled).sort((a, b) => b.title.length - a.title.length)[0]!;

  await page.goto(`/championship/${longest.id}`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(longest.title);
  expect(await clipped(title)).toBe(false);
  expect(await brokenWords(title)).toEqual([]);
  const chip = page.locator('.areia-chip').first();
  await expect(chip).toHaveText(longest.category);
  expect(await brokenWords(chip)).toEqual([]);

  // Categories on the list and on a player's page ("Intermediário Plus") never break inside a word.
  await page.goto('/championships');
  await expect(page.getByTestId('championship-card').first()).toBeVisible();
  for (const category of await page.locator('.areia-chip').all()) expect(await brokenWords(category)).toEqual([]);
  const players = await fetchApiPlayers(page.request);
  const longCategory = players.sort((a, b) => b.minCategory.length - a.minCategory.length)[0]!;
  await page.goto(`/player/${longCategory.id}`);
  const value = page.locator('dd').filter({ hasText: longCategory.minCategory });
  await expect(value).toBeVisible();
  expect(await brokenWords(value)).toEqual([]);
  expect(await clipped(value)).toBe(false);
  await page.screenshot({ path: `${SHOTS}/looks-player-category.png` });

  // Perto de mim: each arena's whole name, wrapped beside its distance.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(COPACABANA);
  const arenas = await fetchApiArenas(page.request);
  expect(arenas.length).toBeGreaterThan(0);
  await page.goto('/arenas?filtro=nearby');
  await expect(page.getByTestId('arena-distance').first()).toBeVisible();
  for (const name of await page.getByTestId('arena-name').all()) {
    expect(await clipped(name)).toBe(false);
    expect(await brokenWords(name)).toEqual([]);
  }
  await page.screenshot({ path: `${SHOTS}/looks-arenas-nearby.png` });
});

test('hover styles only apply on devices that hover: a tapped card keeps its resting border', async ({ page }) => {
  await signIn(page);
  await page.goto('/championships');
  const card = page.getByTestId('championship-card').first();
  await expect(card).toBeVisible();
  const resting = await card.evaluate((e) => getComputedStyle(e).borderColor);
  // The suite's phone (Pixel 7) is a touch device: no (hover: hover).
  expect(await page.evaluate(() => matchMedia('(hover: hover)').matches)).toBe(false);
  await card.hover();
  expect(await card.evaluate((e) => getComputedStyle(e).borderColor)).toBe(resting);
});

test('screenshots at 390×844 with the tab bar', async ({ page }) => {
  const session = await signIn(page);
  const list = await championshipsApi(page.request, session.token).list();
  const championship = list.filter((c) => !c.isDisabled).sort((a, b) => b.title.length - a.title.length)[0]!;
  const shots: [string, string, () => Promise<void>][] = [
    ['home', '/home', () => expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()],
    ['championships', '/championships', () => expect(page.getByTestId('championship-card').first()).toBeVisible()],
    ['championship', `/championship/${championship.id}`, () => expect(page.getByRole('heading', { level: 1, name: championship.title })).toBeVisible()],
    ['players', '/players', () => expect(page.getByTestId('player-card').first()).toBeVisible()],
    ['arenas', '/arenas', () => expect(page.getByTestId('arena-card').first()).toBeVisible()],
  ];
  for (const [name, path, ready] of shots) {
    await page.goto(path);
    await ready();
    await expect(tabBar(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${SHOTS}/looks-${name}.png` });
  }
});
