import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic } from '../../../scripts/serve-static.mjs';
import { countScriptsAndStyles } from '../../bench/delay-proxy.mjs';
import { e2eTopology, sparePort } from '../../support/ports';
import { repoRoot } from '../../support/processes';
import { signIn } from '../../support/session';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * A second visit with the worker in control costs almost nothing in JS and CSS: entry files answered 304, hashed files
 * from the worker's cache. Counted at the servers (bytes on the wire, headers included), so the worker's own fetches
 * count too. Times are measured by `pnpm bench:web`, not here.
 */
const BUDGET_BYTES = 5 * 1024;

test.describe.configure({ mode: 'serial' });

const top = e2eTopology();
// The shell and its remotes served in this process on spare ports 0–6, so every JS and CSS answer can be counted.
const shellPort = sparePort(0);
const remotePort = (index: number) => sparePort(1 + index);
const runtimeConfig = {
  ...top.runtimeConfig,
  remotes: Object.fromEntries(top.remotes.map((remote, index) => [remote.name, `http://localhost:${remotePort(index)}/mf-manifest.json`])),
};
const shellUrl = `http://localhost:${shellPort}`;
let servers: Awaited<ReturnType<typeof serveStatic>>[] = [];
let counters: ReturnType<typeof countScriptsAndStyles>[] = [];

test.beforeAll(async () => {
  servers = await Promise.all([
    serveStatic({ dir: path.join(repoRoot, 'shell', 'dist'), port: shellPort, spa: true, runtimeConfig }),
    ...top.remotes.map((remote, index) => serveStatic({ dir: path.join(repoRoot, remote.dir, 'dist'), port: remotePort(index), policyConfig: runtimeConfig })),
  ]);
  counters = servers.map(countScriptsAndStyles);
});
test.afterAll(() => {
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
});

const total = () => {
  const sum = { bytes: 0, answers: {} as Record<string, number> };
  for (const { bytes, answers } of counters.map((counter) => counter.read())) {
    sum.bytes += bytes;
    for (const [status, n] of Object.entries(answers)) sum.answers[status] = (sum.answers[status] ?? 0) + n;
  }
  return sum;
};

const routes: { path: string; signedIn: boolean; shown: (page: Page) => ReturnType<Page['getByRole']> }[] = [
  { path: '/', signedIn: false, shown: (page) => page.getByRole('link', { name: 'Entrar' }) },
  { path: '/home', signedIn: true, shown: (page) => page.getByRole('heading', { name: 'Ranking Geral' }) },
  { path: '/championships', signedIn: true, shown: (page) => page.getByRole('heading', { name: 'Campeonatos' }) },
];

for (const route of routes) {
  test(`a second visit to ${route.path} takes at most 5 KB of JS and CSS from the servers: entry files 304, the rest from the worker`, async ({ context, page }) => {
    if (route.signedIn) await signIn(page, undefined, shellUrl);
    await page.goto(`${shellUrl}${route.path}`);
    await expect(route.shown(page)).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // What the worker fetches ahead once it is in control, before the athlete comes back.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    await page.close();

    counters.forEach((counter) => counter.reset());
    const again = await context.newPage();
    await again.goto(`${shellUrl}${route.path}`);
    await expect(route.shown(again)).toBeVisible();
    await again.waitForLoadState('networkidle');
    const { bytes, answers } = total();
    expect(Object.keys(answers).filter((status) => status !== '304'), JSON.stringify(answers)).toEqual([]);
    expect(bytes, JSON.stringify(answers)).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
