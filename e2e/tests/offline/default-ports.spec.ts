import { expect, test, type Page } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { cachedEntries, signInDefault, startDefaultStack } from '../../support/default-stack';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Offline on the topology `pnpm start` gives an athlete: the shell on :3000, each remote on its own origin
 * (:3001–:3006), the API on :4000. These tests start `pnpm start` itself on those ports, so they need them free.
 */
test.describe.configure({ mode: 'serial' });

type Stack = Awaited<ReturnType<typeof startDefaultStack>>;
let stack: Stack;
const CHAMPIONSHIP = 'Rei da Praia Leme';
/**
 * A screen drawn from the saved copy has one offline notice: its own mark with the time the copy was saved, or the
 * session's notice when the session cannot reach the server either.
 */
async function expectOneOfflineNotice(page: Page) {
  const notices = page.locator('[data-testid="cached-answer"], [data-testid="connection-notice"]');
  await expect(notices).toHaveCount(1);
  await expect(notices).toContainText(/^sem conexão — atualizado às \d{2}:\d{2}$|^Sem conexão com o servidor\. Você continua conectado; mostramos seus dados salvos\./);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startDefaultStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${stack.top.api.url}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

async function championshipId(token: string): Promise<string> {
  const list = await apiGet<{ id: string; title: string }[]>(`/api/championships/${VOLEI_MODALITY_ID}?limit=100`, token);
  return list.find((c) => c.title === CHAMPIONSHIP)!.id;
}

/** What a remote's manifest says one of its pages needs: its manifest, entry, scripts and stylesheets. */
async function pageFiles(remoteUrl: string, module: string): Promise<string[]> {
  const manifest = (await (await fetch(`${remoteUrl}/mf-manifest.json`)).json()) as {
    exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const expose = manifest.exposes.find((e) => e.name === module)!;
  return ['mf-manifest.json', 'remoteEntry.js', ...expose.assets.js.sync, ...expose.assets.css.sync].map((file) => `${remoteUrl}/${file}`);
}

/** The championship's Geral tab, seen online and then once more with the worker in control. */
async function seeChampionship(page: Page, id: string) {
  await page.goto(`${stack.top.shell.url}/championship/${id}/details?aba=geral`);
  const table = page.getByRole('table', { name: 'Geral' });
  await expect(table).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(table).toBeVisible();
  return table.getByRole('rowheader').allTextContents();
}

test('a championship seen once leaves every file of its remote in the worker, as readable answers, and the core screens fetched ahead', async ({ page, context }) => {
  // A phone with little free storage: Chrome counts every opaque answer as megabytes of this quota, and the worker
  // lost its files when it ran out.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: stack.top.shell.url, quotaSize: 40 * 1024 * 1024 });
  const session = await signInDefault(page);
  const id = await championshipId(session.token);
  await seeChampionship(page, id);

  const remote = (name: string) => stack.top.remotes.find((r) => r.name === name)!.url;
  const wanted = [
    ...(await pageFiles(remote('mfe_championships'), 'ChampionshipDetailsPage')),
    // Never opened: fetched ahead by the worker after the first visit.
    ...(await pageFiles(remote('mfe_championships'), 'ChampionshipsPage')),
    ...(await pageFiles(remote('mfe_profile'), 'HomePage')),
    ...(await pageFiles(remote('mfe_profile'), 'ProfilePage')),
  ];
  const api = `${stack.top.api.url}/api/championships/${VOLEI_MODALITY_ID}/${id}`;
  const missing = async () => {
    const kept = new Set((await cachedEntries(page)).filter((e) => e.type !== 'opaque').map((e) => e.url));
    return [...wanted, api, `${api}/results`, `${stack.top.api.url}/api/user/me`].filter((url) => !kept.has(url));
  };
  await expect.poll(missing, { timeout: 20_000 }).toEqual([]);
  const entries = await cachedEntries(page);
  expect(entries.filter((e) => e.type === 'opaque').map((e) => e.url)).toEqual([]);
  expect(entries.filter((e) => e.url.startsWith(remote('mfe_championships'))).every((e) => e.type === 'cors' && e.status === 200)).toBe(true);
  expect(entries.some((e) => e.url.includes('/api/auth/'))).toBe(false);
});

test('with the browser offline and the servers up, a seen championship still opens', async ({ page, context }) => {
  const session = await signInDefault(page);
  const id = await championshipId(session.token);
  const standings = await seeChampionship(page, id);
  try {
    await context.setOffline(true);
    await page.reload();
    const table = page.getByRole('table', { name: 'Geral' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('rowheader')).toHaveText(standings);
    await expect(page.getByText('Esta parte do app está indisponível no momento.')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('every server stopped and the browser offline: the championship and its tabs, the home with the next game, the list and the profile open with their last data, marked "sem conexão"', async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  const session = await signInDefault(page);
  const id = await championshipId(session.token);
  const next = await apiGet<{ opponent: string; championship_title: string }>('/api/user/next-game', session.token);
  const standings = await seeChampionship(page, id);
  const gameCount = (await apiGet<unknown[]>(`/api/championships/${VOLEI_MODALITY_ID}/${id}/games`, session.token)).length;
  await page.getByRole('tab', { name: 'Jogos' }).click();
  await expect(page.getByTestId('game-card')).toHaveCount(gameCount);
  const shell = stack.top.shell.url;
  await page.goto(`${shell}/home`);
  await expect(page.getByTestId('next-game')).toContainText(`contra ${next.opponent}`);
  await page.goto(`${shell}/championships`);
  await expect(page.getByRole('link', { name: new RegExp(CHAMPIONSHIP) }).first()).toBeVisible();
  await page.goto(`${shell}/profile`);
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByText('Vôlei', { exact: true })).toBeVisible();
  await expect(page.getByTestId('cached-answer')).toHaveCount(0);
  // The worker keeps an answer after handing it to the page: stopping the servers before it is kept would leave the
  // profile nothing to show offline.
  await expect
    .poll(async () => (await cachedEntries(page)).some((e) => e.url.includes('/rest/v1/user_modalities')), { timeout: 10_000 })
    .toBe(true);

  // No signal at all: `pnpm start` stopped (every server gone) and the browser offline.
  await stack.stop();
  await context.setOffline(true);
  try {
    await page.goto(`${shell}/championship/${id}/details?aba=geral`);
    const table = page.getByRole('table', { name: 'Geral' });
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('rowheader')).toHaveText(standings);
    await expectOneOfflineNotice(page);
    await page.screenshot({ path: testInfo.outputPath('offline-championship.png') });
    await page.getByRole('tab', { name: 'Jogos' }).click();
    await expect(page.getByTestId('game-card')).toHaveCount(gameCount);

    await page.goto(`${shell}/home`);
    await expect(page.getByText('Sem conexão com o servidor.', { exact: false })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('next-game')).toContainText(`contra ${next.opponent}`);
    await expect(page.getByTestId('next-game')).toContainText(next.championship_title);
    await expectOneOfflineNotice(page);
    await page.screenshot({ path: testInfo.outputPath('offline-home.png') });

    await page.goto(`${shell}/championships`);
    await expect(page.getByRole('link', { name: new RegExp(CHAMPIONSHIP) }).first()).toBeVisible({ timeout: 20_000 });
    await expectOneOfflineNotice(page);

    await page.goto(`${shell}/profile`);
    await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Vôlei', { exact: true })).toBeVisible();
    await expectOneOfflineNotice(page);
    await expect(page.getByText('Esta parte do app está indisponível no momento.')).toHaveCount(0);

    // A screen never opened on this device: nothing of it was kept, and it says how to have it.
    await page.goto(`${shell}/arenas`);
    await expect(page.getByText('Sem conexão — abra esta tela com internet uma vez para tê-la offline.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Esta parte do app está indisponível no momento.')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('offline-unvisited.png') });
  } finally {
    await context.setOffline(false);
  }
});
