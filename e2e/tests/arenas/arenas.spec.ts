import { expect, test, type BrowserContext, type Page, type Request } from '@playwright/test';
import { formatCurrency, formatKm } from '@areia/shared/core/format/format';
import { distanceKm } from '@areia/shared/core/geo/distance';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { fetchApiArenas, fold } from '../../support/api-data';
import { signIn } from '../../support/session';

/** Posto 4, Copacabana: a seeded beach with arenas on both sides of the 10 km line (Icaraí sits just past it). */
const COPACABANA = { latitude: -22.9711, longitude: -43.1822 };
const LOCATION_TOAST = 'Não foi possível obter sua localização';

const cards = (page: Page) => page.getByTestId('arena-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar arenas' });
const cardNames = (page: Page) => page.getByTestId('arena-name').allTextContents();
const isArenaSearch = (request: Request) => request.url().includes('/api/arenas?') && new URL(request.url()).searchParams.has('search');

/** No internet here: external pages are answered locally, and only their addresses are checked. */
async function interceptExternalHosts(context: BrowserContext) {
  for (const pattern of ['https://www.google.com/**', 'https://instagram.com/**', 'https://www.instagram.com/**', 'https://*.areia.app/**']) {
    await context.route(pattern, (route) => route.fulfill({ contentType: 'text/html', body: '<title>ok</title>ok' }));
  }
}

test.describe('with the device at Copacabana', () => {
  test.use({ geolocation: COPACABANA, permissions: ['geolocation'] });

  test('Perto de mim lists only arenas within 10 km, nearest first, with the distance', async ({ page }) => {
    await signIn(page);
    const all = await fetchApiArenas(page.request);
    const withDistance = all.map((arena) => ({ arena, km: distanceKm(COPACABANA, arena.coordinates) }));
    const expected = withDistance.filter((entry) => entry.km <= 10).sort((a, b) => a.km - b.km);
    // The data must put arenas on both sides of the line, or this test could not fail.
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(withDistance.some((entry) => entry.km > 10 && entry.km < 11)).toBe(true);

    await page.goto('/arenas');
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page.getByText(LOCATION_TOAST)).toHaveCount(0);
    await page.screenshot({ path: '/tmp/arenas-list.png' });
    await page.getByRole('tab', { name: 'Perto de mim' }).click();
    await expect(page.getByRole('tab', { name: 'Perto de mim' })).toHaveAttribute('aria-selected', 'true');

    await expect(cards(page)).toHaveCount(expected.length);
    expect(await cardNames(page)).toEqual(expected.map((entry) => entry.arena.name));
    const shown = await page.getByTestId('arena-distance').allTextContents();
    expect(shown.map((text) => text.replace('Distância: ', ''))).toEqual(expected.map((entry) => formatKm(entry.km)));
    const values = shown.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThanOrEqual(10);

    // Back on Todas every arena returns, without distances.
    await page.getByRole('tab', { name: 'Todas' }).click();
    await expect(cards(page)).toHaveCount(all.length);
    await expect(page.getByTestId('arena-distance')).toHaveCount(0);
  });

  test('Perto de mim with a term searches only within the 10 km, nearest first', async ({ page }) => {
    await signIn(page);
    const all = await fetchApiArenas(page.request);
    const near = all
      .map((arena) => ({ arena, km: distanceKm(COPACABANA, arena.coordinates) }))
      .filter((entry) => entry.km <= 10)
      .sort((a, b) => a.km - b.km);
    const matches = (term: string, list: Arena[]) => list.filter((arena) => fold(`${arena.name} ${arena.address}`).includes(term));
    // 'posto' keeps part of the nearby list; 'barra' matches arenas, but all of them beyond 10 km.
    const posto = near.filter((entry) => matches('posto', [entry.arena]).length > 0);
    expect(posto.length).toBeGreaterThan(0);
    expect(posto.length).toBeLessThan(near.length);
    expect(matches('barra', all).length).toBeGreaterThan(0);
    expect(matches('barra', near.map((entry) => entry.arena))).toEqual([]);

    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      if (isArenaSearch(request)) asked.push(new URL(request.url()).searchParams);
    });
    await page.goto('/arenas?filtro=nearby');
    await expect(cards(page)).toHaveCount(near.length);
    await searchBox(page).fill('posto');
    await expect(cards(page)).toHaveCount(posto.length);
    expect(await cardNames(page)).toEqual(posto.map((entry) => entry.arena.name));
    await expect(page.getByTestId('arena-distance')).toHaveCount(posto.length);
    const last = asked.at(-1)!;
    expect(last.get('search')).toBe('posto');
    expect(last.get('latitude')).toBe(String(COPACABANA.latitude));
    expect(last.get('maxDistance')).toBe('10');

    await searchBox(page).fill('barra');
    await expect(page.getByText('Nenhuma arena encontrada')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('an arena’s detail shows its prices and working call, Instagram, website and map links', async ({ page, context }) => {
    await interceptExternalHosts(context);
    await signIn(page);
    const all = await fetchApiArenas(page.request);
    const arena = all.find((a) => a.name.includes('Copacabana')) ?? all[0]!;

    await page.goto('/arenas?filtro=nearby');
    await cards(page).filter({ hasText: arena.name }).click();
    await expect(page).toHaveURL(new RegExp(`/arena/${arena.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: arena.name })).toBeVisible();
    await expect(page.getByText(arena.address)).toBeVisible();
    await expect(page.getByRole('img', { name: arena.name })).toBeVisible();

    const prices = page.getByRole('region', { name: 'Valores' }).getByRole('listitem');
    await expect(prices).toHaveCount(arena.prices.length);
    for (const [index, price] of arena.prices.entries()) {
      await expect(prices.nth(index)).toContainText(price.title);
      await expect(prices.nth(index)).toContainText(formatCurrency(price.value));
    }

    const digits = arena.phone.replace(/\D/g, '');
    await expect(page.getByRole('link', { name: 'Ligar' })).toHaveAttribute('href', `tel:+55${digits}`);

    const external = [
      { name: 'Instagram', url: arena.instagram },
      { name: 'Site', url: new URL(arena.website).href },
      {
        name: 'Ver no mapa',
        url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${arena.coordinates.latitude},${arena.coordinates.longitude}`)}`,
      },
    ];
    for (const link of external) {
      const anchor = page.getByRole('link', { name: link.name });
      await expect(anchor).toHaveAttribute('href', link.url);
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      const [popup] = await Promise.all([context.waitForEvent('page'), anchor.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(link.url);
      await popup.close();
    }

    // Back returns to the list it came from, still on Perto de mim.
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/arenas\?filtro=nearby$/);
    await expect(page.getByRole('tab', { name: 'Perto de mim' })).toHaveAttribute('aria-selected', 'true');
  });
});

test('with location denied the toast appears, Todas still works and Perto de mim explains why it is empty', async ({ page, context }) => {
  await context.clearPermissions();
  await signIn(page);
  const all = await fetchApiArenas(page.request);
  await page.goto('/arenas');
  await expect(page.getByText(LOCATION_TOAST)).toBeVisible();
  await expect(cards(page)).toHaveCount(all.length);

  await page.getByRole('tab', { name: 'Perto de mim' }).click();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText(/permita o acesso à localização/)).toBeVisible();

  // A search still works without a location.
  await searchBox(page).fill('leblon');
  await expect(cards(page)).toHaveCount(all.filter((a) => fold(`${a.name} ${a.address}`).includes('leblon')).length);
});

test('search asks the server once the typing settles, from 2 characters, and a late answer never replaces a newer one', async ({ page }) => {
  await signIn(page);
  const all = await fetchApiArenas(page.request);
  const matches = (term: string) => all.filter((a: Arena) => fold(a.name).includes(fold(term)) || fold(a.address).includes(fold(term)));
  const searches: string[] = [];
  page.on('request', (request) => {
    if (isArenaSearch(request)) searches.push(new URL(request.url()).searchParams.get('search')!);
  });

  await page.goto('/arenas');
  await expect(cards(page)).toHaveCount(all.length);

  // One character: still the full list, and no search request.
  await searchBox(page).pressSequentially('i');
  await page.waitForTimeout(500);
  expect(searches).toEqual([]);
  await expect(cards(page)).toHaveCount(all.length);

  // Typing quickly asks for the settled term, not for every keystroke (a slow machine may let one pause through).
  const settled = page.waitForResponse((r) => isArenaSearch(r.request()) && r.url().endsWith('search=ipanema'));
  await searchBox(page).pressSequentially('panema', { delay: 40 });
  await settled;
  await expect(cards(page)).toHaveCount(matches('ipanema').length);
  expect(matches('ipanema').length).toBeGreaterThan(0);
  expect(searches.at(-1)).toBe('ipanema');
  expect(searches.length).toBeLessThanOrEqual(2);

  // Hold the answer for 'le' until the answer for 'leblon' is on screen, then let it through. The page may abort
  // the request for 'le' as soon as nobody watches it, so its end is recorded from the start.
  const isLe = (r: Request) => r.url().endsWith('search=le');
  const leEnded = new Promise<void>((resolve) => {
    page.on('requestfinished', (r) => isLe(r) && resolve());
    page.on('requestfailed', (r) => isLe(r) && resolve());
  });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/arenas\?limit=\d+&search=le$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await searchBox(page).fill('le');
  await expect.poll(() => searches.includes('le')).toBe(true);
  await expect(page.getByTestId('loading-state')).toBeVisible();
  await searchBox(page).fill('leblon');
  const leblon = matches('leblon');
  expect(leblon.length).toBeLessThan(matches('le').length);
  await expect(cards(page)).toHaveCount(leblon.length);

  release();
  await leEnded;
  await page.waitForTimeout(300);
  await expect(cards(page)).toHaveCount(leblon.length);
  expect(await cardNames(page)).toEqual(leblon.map((a) => a.name));
  await expect(searchBox(page)).toHaveValue('leblon');

  // Clearing the search goes back to the full list.
  await searchBox(page).fill('');
  await expect(cards(page)).toHaveCount(all.length);
});

test('an unknown or malformed arena id shows "não encontrada" with the way to the list, not an error to retry', async ({ page }) => {
  await signIn(page);
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
    await page.goto(`/arena/${id}`);
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Arena não encontrada' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
    await state.getByRole('link', { name: 'Ver todas as arenas' }).click();
    await expect(page).toHaveURL(/\/arenas$/);
  }
});
