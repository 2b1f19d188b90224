import { expect, test, type Page, type Request } from '@playwright/test';
import { BATCH_PATH } from '@areia/shared/core/batch';
import { askedApiPaths, askReadsAlone } from '../../support/api-reads';
import { e2eTopology } from '../../support/ports';
import { signIn } from '../../support/session';

const top = e2eTopology();
const remoteUrl = (name: string) => {
  const remote = top.remotes.find((entry) => entry.name === name);
  if (!remote) throw new Error(`${name} fora da topologia`);
  return remote.url;
};

// Requests the service worker makes itself bypass page.route and page.on('request').
test.use({ serviceWorkers: 'block' });

/** Holds the shell's main.js (the federation runtime and everything after it) until released. */
async function holdMain(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The API paths (with their query) a URL asks for, on the API's origin: its own, or each of a batch's. */
const askedPaths = (url: string) => (new URL(url).origin === new URL(top.api.url).origin ? askedApiPaths(url) : []);

/** The API GETs that asked for this path (alone or in a batch). */
const api = (requests: Request[], path: string | RegExp) =>
  requests.filter((r) => r.method() === 'GET' && askedPaths(r.url()).some((asked) => (typeof path === 'string' ? asked.split('?')[0] === path : path.test(asked))));
const isBatch = (request: Request) => new URL(request.url()).pathname === BATCH_PATH;

test("/home: the session check, the home's data and the profile remote start before main.js, and are asked once", async ({ page }) => {
  await signIn(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const release = await holdMain(page);
  await page.goto('/home', { waitUntil: 'commit' });

  // index.html's boot script alone: main.js has not arrived.
  await expect.poll(() => api(requests, '/api/user/me').length).toBe(1);
  await expect.poll(() => requests.some((r) => r.url() === `${remoteUrl('mfe_profile')}/mf-manifest.json`)).toBe(true);
  await expect.poll(() => requests.some((r) => r.url() === `${remoteUrl('mfe_profile')}/remoteEntry.js`)).toBe(true);
  await expect.poll(() => requests.some((r) => /\/__federation_expose_HomePage\.[0-9a-f]+\.js$/.test(r.url()))).toBe(true);
  await expect.poll(() => api(requests, /^\/api\/summary\//).length).toBe(1);
  // Together: one request (and its preflight) for the session check and every first read of the home.
  const apiGets = requests.filter((r) => r.method() === 'GET' && askedPaths(r.url()).length > 0);
  expect(apiGets.filter(isBatch), apiGets.map((r) => r.url()).join('\n')).toHaveLength(1);
  expect(askedPaths(apiGets.find(isBatch)!.url())).toEqual(expect.arrayContaining(['/api/user/me', '/api/notifications/unread', '/api/user/next-game', '/api/payments/due']));

  release();
  await expect(page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  // The app took those answers instead of asking again.
  expect(api(requests, '/api/user/me')).toHaveLength(1);
  expect(api(requests, /^\/api\/summary\//)).toHaveLength(1);
  expect(requests.filter((r) => r.url() === `${remoteUrl('mfe_profile')}/mf-manifest.json`)).toHaveLength(1);
  // The seed's athlete plays today: the next game's answer carried the day the card shows, nothing asked after it.
  await expect(page.getByTestId('next-game').getByTestId('athlete-day')).toBeVisible();
  expect(api(requests, /^\/api\/live\/championships\/[^/]+\/me$/)).toHaveLength(0);
});

test('/home, signed in, first visit: the session check and the home’s data start before the first remote chunk has arrived', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/)).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);

  // The page's own Resource Timing: a request starts when the page asks for it. The API is another origin and the
  // token a header, so each call's GET waits for a CORS preflight; on a loaded machine that wait put the GET Playwright
  // sees after the chunks although the page had asked first.
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, start: entry.startTime, end: (entry as PerformanceResourceTiming).responseEnd })));
  const remoteOrigins = top.remotes.map((remote) => new URL(remote.url).origin);
  const chunks = entries.filter((entry) => remoteOrigins.includes(new URL(entry.url).origin) && new URL(entry.url).pathname.endsWith('.js'));
  expect(chunks.length, 'the home’s remote scripts').toBeGreaterThan(0);
  const firstChunkDone = Math.min(...chunks.map((entry) => entry.end));
  const timeline = entries
    .filter((entry) => entry.url.startsWith(top.api.url) || chunks.includes(entry))
    .map((entry) => `${Math.round(entry.start)}–${Math.round(entry.end)} ms ${entry.url}`)
    .join('\n');
  for (const pattern of [/^\/api\/user\/me$/, /^\/api\/summary\//, /^\/api\/user\/next-game$/]) {
    const call = entries.find((entry) => askedPaths(entry.url).some((asked) => pattern.test(asked)));
    expect(call, `${pattern}\n${timeline}`).toBeDefined();
    expect(call!.start, `${pattern} começou depois do primeiro chunk remoto\n${timeline}`).toBeLessThan(firstChunkDone);
  }
});

test("/championships: the list's first page and its first images are fetched before main.js, once", async ({ page }) => {
  await signIn(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const release = await holdMain(page);
  await page.goto('/championships', { waitUntil: 'commit' });
  const list = () => api(requests, /^\/api\/championships\/[^/?]+\?limit=50&filter=current$/);
  await expect.poll(() => list().length).toBe(1);
  await expect.poll(() => requests.filter((r) => r.resourceType() === 'image' || /\/media\//.test(r.url())).length).toBeGreaterThan(0);

  release();
  await expect(page.getByRole('heading', { name: 'Campeonatos' })).toBeVisible();
  await expect(page.locator('ul.areia-list > li').first()).toBeVisible();
  expect(list()).toHaveLength(1);
  const firstImage = await page.locator('ul.areia-list > li img').first().getAttribute('src');
  expect(firstImage).toBeTruthy();
  expect(requests.filter((r) => r.url() === firstImage)).toHaveLength(1);
});

test('a visitor without a session makes no API call at boot, and a search address is left to the page', async ({ page }) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  expect(requests.filter((r) => askedPaths(r.url()).length > 0)).toHaveLength(0);

  await signIn(page);
  requests.length = 0;
  await page.goto('/championships?q=copa');
  await expect(page.getByRole('heading', { name: 'Campeonatos' })).toBeVisible();
  await expect.poll(() => api(requests, /^\/api\/championships\/[^/?]+\?.*search=copa/).length).toBeGreaterThan(0);
  expect(api(requests, /^\/api\/championships\/[^/?]+\?limit=50&filter=current$/)).toHaveLength(0);
});

test('a returning visitor starts the session check and the remote with the last visit’s config, before runtime-config.json answers, each once', async ({ page }) => {
  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/runtime-config.json', async (route) => {
    await held;
    await route.continue();
  });
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/home', { waitUntil: 'commit' });
  await expect.poll(() => api(requests, '/api/user/me').length).toBe(1);
  await expect.poll(() => requests.some((r) => r.url() === `${remoteUrl('mfe_profile')}/mf-manifest.json`)).toBe(true);

  release();
  await expect(page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/)).toBeVisible();
  expect(api(requests, '/api/user/me')).toHaveLength(1);
  expect(requests.filter((r) => r.url() === `${remoteUrl('mfe_profile')}/mf-manifest.json`)).toHaveLength(1);
});

test('an API without the batch: the first reads are asked alone, and the home shows them', async ({ page }) => {
  await signIn(page);
  await askReadsAlone(page);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/home');
  await expect(page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(requests.filter(isBatch)).toHaveLength(1);
  const alone = (path: string) => requests.filter((r) => !isBatch(r) && askedPaths(r.url())[0]?.split('?')[0] === path);
  expect(alone('/api/user/me')).toHaveLength(1);
  expect(alone('/api/user/next-game')).toHaveLength(1);
});

test.describe('a page the service worker controls', () => {
  test.use({ serviceWorkers: 'allow' });

  test('asks each first read alone, so the worker keeps each by its own address', async ({ page }) => {
    await signIn(page);
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.reload();
    await expect(page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/)).toBeVisible();
    expect(requests.filter(isBatch)).toHaveLength(0);
    expect(api(requests, '/api/user/me')).toHaveLength(1);
    expect(api(requests, '/api/user/next-game')).toHaveLength(1);
  });
});
