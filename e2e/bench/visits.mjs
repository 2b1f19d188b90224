// The "segunda visita" part of `pnpm bench:web`: a first and a second visit of each route through a phone's network
// (delay-proxy.mjs in front of every server: 150 ms round trip, 1.6 Mbps down, the worker's own fetches included) with
// a 4× CPU slowdown, the worker allowed. Per visit: the Largest Contentful Paint the page reports, and the JS and CSS
// bytes the servers sent (headers included, 304s included), with the answers by status.
import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { topology } from '../../scripts/topology.mjs';
import { countScriptsAndStyles, createLink, startDelayProxy } from './delay-proxy.mjs';

export const PHONE = { rttMs: 150, downKbps: 1600, cpuSlowdown: 4 };

/**
 * The federated build served again behind the proxies. `phone` is what the browser sees (the proxies' ports, which the
 * shell's runtime config names); the servers listen on `internalBase`…+6; the API is the bench's own, behind a proxy.
 */
export async function startPhoneStack({ root, phone, internalBase, apiPort }) {
  const link = createLink(PHONE);
  const apps = [{ dir: 'shell', spa: true }, ...phone.remotes.map((r) => ({ dir: r.dir, spa: false }))];
  const servers = await Promise.all(
    apps.map((app, index) =>
      serveStatic({
        dir: path.join(root, app.dir, 'dist'),
        port: internalBase + index,
        spa: app.spa,
        runtimeConfig: app.dir === 'shell' ? phone.runtimeConfig : undefined,
        policyConfig: phone.runtimeConfig,
        // The live page's link preview is read server to server, as a host next to the API would; the phone's own
        // requests still cross the proxy.
        previewApiUrl: `http://127.0.0.1:${apiPort}`,
      }),
    ),
  );
  const counters = servers.map(countScriptsAndStyles);
  const proxies = await Promise.all([
    startDelayProxy({ port: phone.shell.port, targetPort: internalBase, link }),
    ...phone.remotes.map((remote, index) => startDelayProxy({ port: remote.port, targetPort: internalBase + 1 + index, link })),
    startDelayProxy({ port: phone.api.port, targetPort: apiPort, link }),
  ]);
  return {
    resetCounts: () => counters.forEach((counter) => counter.reset()),
    counts: () => {
      const total = { bytes: 0, answers: {} };
      for (const { bytes, answers } of counters.map((counter) => counter.read())) {
        total.bytes += bytes;
        for (const [status, n] of Object.entries(answers)) total.answers[status] = (total.answers[status] ?? 0) + n;
      }
      return total;
    },
    async stop() {
      await Promise.all(proxies.map((proxy) => proxy.stop()));
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
    },
  };
}

/** The phone's topology for a bench on `base`: the proxies on base+30…+36 and the API's port + 1. */
export const phoneTopology = (base, apiPort) => topology({ base: base + 30, apiPort: apiPort + 1 });

const LCP_OBSERVER = () => {
  globalThis.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__lcp = Math.max(globalThis.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** Opens `url` in a new page of `context` with the CPU slowed down; its LCP (ms) once the page has settled. */
async function visit(context, url, expectPath) {
  const page = await context.newPage();
  await page.addInitScript(LCP_OBSERVER);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  if ((await page.getByTestId('remote-fallback').count()) > 0) throw new Error(`${url}: fallback na tela`);
  if (new URL(page.url()).pathname !== expectPath) throw new Error(`${url}: foi para ${page.url()}`);
  const lcp = await page.evaluate(() => globalThis.__lcp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { page, lcp };
}

/**
 * A first visit (empty cache) and a second one (a new tab, the worker in control and its files kept) of `route`,
 * `runs` times, each in a fresh browser context. Returns the per-run samples.
 */
export async function measureVisits({ browser, stack, phone, route, runs, setSession }) {
  const samples = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const setup = await context.newPage();
      await setSession(setup, phone.shell.url, route.signedIn);
      await setup.close();
      stack.resetCounts();
      const first = await visit(context, `${phone.shell.url}${route.path}`, route.path);
      const firstCounts = stack.counts();
      // The worker takes over and fetches ahead what it keeps; then the athlete comes back.
      await first.page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      await first.page.waitForTimeout(3000);
      await first.page.close();
      stack.resetCounts();
      const second = await visit(context, `${phone.shell.url}${route.path}`, route.path);
      const secondCounts = stack.counts();
      if (!(await second.page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error(`${route.path}: segunda visita sem o service worker`);
      samples.push({ first: { lcp: first.lcp, ...firstCounts }, second: { lcp: second.lcp, ...secondCounts } });
    } finally {
      await context.close();
    }
  }
  return samples;
}
