#!/usr/bin/env node
// `pnpm bench:web`: the federated build and the one-bundle build (`pnpm build:single`) side by side in one
// run, on a first visit (empty cache, 390×844): requests, JS+CSS bytes gzip (level 9) and brotli (quality 11),
// computed here from the downloaded bodies so the figures do not depend on the static server, and the ratio; then
// Lighthouse (mobile preset: simulated slow 4G, 4× CPU) 3 times per page and build, medians of score, LCP, TBT, CLS;
// and, for `/`, `/home`, `/championships` and `/ao-vivo/:id`, a first and a second visit of the federated build through a phone's
// network with the service worker allowed (visits.mjs), medians of 5: LCP and the JS+CSS bytes the servers sent.
// It starts its own API (fresh demo database) and static servers on its own ports and stops them.
// Run `pnpm build` first (it builds both). Flags: --runs N (Lighthouse runs, default 3), --no-lighthouse,
// --visit-runs N (first and second visits, default 5), --no-visits,
// --only /home,/championships (those routes only), --lhr-dir DIR (every Lighthouse report kept there, for diagnosis,
// each beside the requests of its simulated LCP with their simulated start and end: lcp-simulation.mjs),
// --files (every JS/CSS file of each first visit with its gzip size), --write-docs (replaces the bench:web block of
// docs/performance.md with this run; refused with --only, --no-lighthouse or --no-visits: the page keeps whole tables).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { topology } from '../../scripts/topology.mjs';
import { docsRequest, runCaption, runStart, writeBenchDocs } from '../../scripts/bench-docs.mjs';
import { measureVisits, PHONE, phoneTopology, startPhoneStack } from './visits.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 0) || 3;
const withLighthouse = !args.includes('--no-lighthouse');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined;
const listFiles = args.includes('--files');
const lhrDir = args.includes('--lhr-dir') ? path.resolve(args[args.indexOf('--lhr-dir') + 1]) : undefined;
const base = Number(process.env.BENCH_PORT_BASE ?? 3700);
const top = topology({ base, apiPort: Number(process.env.BENCH_API_PORT ?? 4700) });
const singlePort = base + 8;
const singleUrl = `http://localhost:${singlePort}`;
const visitRuns = Number(args[args.indexOf('--visit-runs') + 1] || 0) || 5;
const withVisits = !args.includes('--no-visits');
// The "segunda visita" table's stack: the browser sees the proxies (phone), the servers listen on base+20….
const phone = phoneTopology(base, top.api.port);
const docs = docsRequest(args);
if (docs.write && (only || !withLighthouse || !withVisits)) throw new Error('--write-docs com --only ou --no-lighthouse trocaria as tabelas inteiras da página por uma parte delas');
const run = runStart();
/** What --write-docs puts in the page: the tables as printed. */
const report = [];
const DEMO = { email: 'demo@areia.app', password: 'Areia@2026' };
const VOLEI = '6f1c2a4e-8b3d-4c5e-9a7f-0b1d2e3f4a5b';

for (const dir of ['shell/dist', 'shell/dist-single', ...top.remotes.map((r) => `${r.dir}/dist`)]) {
  if (!existsSync(path.join(root, dir, 'index.html'))) throw new Error(`${dir} não existe: rode "pnpm build" antes.`);
}

// ---- the stack ---------------------------------------------------------------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'areia-bench-'));
const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'server.ts')], {
  cwd: path.join(root, 'api'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(top.api.port),
    AREIA_DATA_DIR: dataDir,
    // No AREIA_PUBLIC_URL: image URLs follow the origin asked, so the phone's visits get them through its proxy.
    AREIA_CORS_ORIGINS: [...top.corsOrigins, ...phone.corsOrigins, singleUrl, `http://127.0.0.1:${singlePort}`].join(','),
    AREIA_AUTH_IP_LIMIT: '0',
    AREIA_LOG: 'silent',
  },
});
const servers = [
  await serveStatic({ dir: path.join(root, 'shell', 'dist'), port: top.shell.port, spa: true, runtimeConfig: top.runtimeConfig }),
  await serveStatic({ dir: path.join(root, 'shell', 'dist-single'), port: singlePort, spa: true, runtimeConfig: top.runtimeConfig }),
  ...(await Promise.all(top.remotes.map((r) => serveStatic({ dir: path.join(root, r.dir, 'dist'), port: r.port })))),
];

async function waitForApi(timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${top.api.url}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('a API não subiu');
}

function stopAll() {
  for (const server of servers) server.close();
  api.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (n) => (n / 1024).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

try {
  await waitForApi();
  const login = await (await fetch(`${top.api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) })).json();
  if (!login.token) throw new Error('login do demo falhou');
  const championships = await (await fetch(`${top.api.url}/api/championships/${VOLEI}`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  const championshipId = (Array.isArray(championships) ? championships : championships.data ?? []).find((c) => !c.isDisabled)?.id;
  if (!championshipId) throw new Error('nenhum campeonato no banco de demonstração');
  // A player's page: the ranking's first player.
  const players = await (await fetch(`${top.api.url}/api/players/${VOLEI}`, { headers: { authorization: `Bearer ${login.token}` } })).json();
  const playerId = (Array.isArray(players) ? players : players.data ?? [])[0]?.id;
  if (!playerId) throw new Error('nenhum jogador no banco de demonstração');
  // "Ao vivo": a drawn championship's public day, opened with no session (what a spectator's phone does).
  let liveId;
  for (const c of Array.isArray(championships) ? championships : championships.data ?? []) {
    const day = await fetch(`${top.api.url}/api/live/championships/${c.id}/day`);
    if (day.ok && (await day.json()).courts?.length > 0) {
      liveId = c.id;
      break;
    }
  }
  if (!liveId) throw new Error('nenhum campeonato sorteado no banco de demonstração');

  const routes = [
    { path: '/', signedIn: false, lighthouse: true },
    { path: '/login', signedIn: false, lighthouse: true },
    { path: '/home', signedIn: true, lighthouse: true },
    { path: '/championships', signedIn: true, lighthouse: true },
    { path: `/championship/${championshipId}`, signedIn: true, lighthouse: true, label: '/championship/:id' },
    { path: `/championship/${championshipId}/details`, signedIn: true, lighthouse: false, label: '/championship/:id/details' },
    { path: `/player/${playerId}`, signedIn: true, lighthouse: true, label: '/player/:id' },
    { path: `/ao-vivo/${liveId}`, signedIn: false, lighthouse: true, label: '/ao-vivo/:id', visits: true },
  ].filter((route) => !only || only.includes(route.label ?? route.path));
  const builds = [
    { name: 'federado', origin: top.shell.url },
    { name: 'um bundle', origin: singleUrl },
  ];

  const setSession = async (page, origin, signedIn) => {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(
      ({ token, user, signedIn: on }) => {
        localStorage.clear();
        if (on) {
          localStorage.setItem('auth_token', token);
          localStorage.setItem('user-data', JSON.stringify(user));
        }
      },
      { token: login.token, user: login.user, signedIn },
    );
  };

  // ---- bytes and requests ----------------------------------------------------------------------------------------
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const sizes = {};
  try {
    for (const route of routes) {
      for (const build of builds) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        await setSession(page, build.origin, route.signedIn);
        const requests = [];
        const bodies = [];
        page.on('request', (request) => requests.push(request.url()));
        page.on('response', (response) => {
          const type = response.request().resourceType();
          if (type !== 'script' && type !== 'stylesheet') return;
          bodies.push(
            response.body().then((body) => ({
              url: response.url(),
              gz: gzipSync(body, { level: 9 }).length,
              br: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
            })),
          );
        });
        await page.goto(`${build.origin}${route.path}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(300);
        if ((await page.getByTestId('remote-fallback').count()) > 0) throw new Error(`${build.name} ${route.path}: fallback na tela`);
        if (new URL(page.url()).pathname !== route.path) throw new Error(`${build.name} ${route.path}: foi para ${page.url()}`);
        const files = await Promise.all(bodies);
        if (listFiles) {
          console.log(`\n${build.name} ${route.path}: ${requests.length} requisições`);
          for (const f of files) console.log(`  ${kb(f.gz).padStart(7)} gz  ${f.url.replace(/^https?:\/\/[^/]+/, (o) => `:${new URL(o).port}`)}`);
        }
        sizes[`${route.path}|${build.name}`] = {
          requests: requests.length,
          files: files.length,
          gz: files.reduce((s, f) => s + f.gz, 0),
          br: files.reduce((s, f) => s + f.br, 0),
        };
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  const sizeLines = [
    'Primeira visita (390×844, cache vazio): requisições / arquivos JS+CSS / KB gzip-9 / KB brotli-11',
    '',
    '| rota | federado | um bundle | razão gz | razão br |',
    '|---|---|---|---|---|',
  ];
  for (const route of routes) {
    const f = sizes[`${route.path}|federado`];
    const s = sizes[`${route.path}|um bundle`];
    const cell = (x) => `${x.requests} req / ${x.files} arq / ${kb(x.gz)} gz / ${kb(x.br)} br`;
    sizeLines.push(`| \`${route.label ?? route.path}\` | ${cell(f)} | ${cell(s)} | ${(f.gz / s.gz).toFixed(2)}× | ${(f.br / s.br).toFixed(2)}× |`);
  }
  console.log(`\n${sizeLines.join('\n')}`);
  report.push(...sizeLines);

  // ---- first and second visit through a phone's network ---------------------------------------------------------------
  if (withVisits) {
    const stack = await startPhoneStack({ root, phone, internalBase: base + 20, apiPort: top.api.port });
    const visitBrowser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const visitRoutes = routes.filter((r) => r.visits || ['/', '/home', '/championships'].includes(r.path));
    const visitLines = [
      `Primeira e segunda visita por uma rede de celular (proxy em frente a cada servidor: ${PHONE.rttMs} ms de ida e volta, ${PHONE.downKbps / 1000} Mbps de descida), CPU ${PHONE.cpuSlowdown}×, service worker ativo, mediana de ${visitRuns}: LCP / KB de JS+CSS enviados pelos servidores (cabeçalhos incluídos) / respostas JS+CSS por status`,
      '',
      '| rota | primeira visita | segunda visita |',
      '|---|---|---|',
    ];
    try {
      for (const route of visitRoutes) {
        const samples = await measureVisits({ browser: visitBrowser, stack, phone, route, runs: visitRuns, setSession });
        const cell = (which) => {
          const list = samples.map((s) => s[which]);
          const answers = {};
          for (const sample of list) for (const [status, n] of Object.entries(sample.answers)) answers[status] = [...(answers[status] ?? []), n];
          const statuses = Object.entries(answers)
            .map(([status, ns]) => `${median([...ns, ...Array(list.length - ns.length).fill(0)])}× ${status}`)
            .join(', ');
          return `${(median(list.map((s) => s.lcp)) / 1000).toFixed(2)} s / ${kb(median(list.map((s) => s.bytes)))} KB / ${statuses || 'nenhuma'}`;
        };
        visitLines.push(`| \`${route.label ?? route.path}\` | ${cell('first')} | ${cell('second')} |`);
      }
    } finally {
      await visitBrowser.close();
      await stack.stop();
    }
    console.log(`\n${visitLines.join('\n')}`);
    report.push('', ...visitLines);
  }

  // ---- Lighthouse --------------------------------------------------------------------------------------------------
  if (withLighthouse) {
    const { default: lighthouse } = await import('lighthouse');
    const { takeLcpSimulation } = await import('./lcp-simulation.mjs');
    const chromeLauncher = await import('chrome-launcher');
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const results = {};
    try {
      for (const route of routes.filter((r) => r.lighthouse)) {
        for (const build of builds) {
          const samples = [];
          for (let run = 0; run < runs; run += 1) {
            // Signed in or not through localStorage, everything else of a first visit cleared (cache, worker).
            const context = cdp.contexts()[0];
            const page = await context.newPage();
            await setSession(page, build.origin, route.signedIn);
            const session = await context.newCDPSession(page);
            await session.send('Network.clearBrowserCache');
            await session.send('Storage.clearDataForOrigin', { origin: build.origin, storageTypes: 'service_workers,cache_storage,indexeddb' });
            await page.close();
            const result = await lighthouse(`${build.origin}${route.path}`, {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              disableStorageReset: true,
            });
            const lhr = result.lhr;
            const simulation = takeLcpSimulation();
            if (lhrDir) {
              mkdirSync(lhrDir, { recursive: true });
              const name = `${build.name.replace(/\W+/g, '-')}${route.path.replace(/\W+/g, '-')}-${run + 1}`;
              writeFileSync(path.join(lhrDir, `${name}.json`), JSON.stringify(lhr));
              writeFileSync(path.join(lhrDir, `${name}.lcp-simulation.json`), JSON.stringify(simulation, null, 1));
            }
            if (lhr.runtimeError) throw new Error(`Lighthouse ${route.path}: ${lhr.runtimeError.message}`);
            samples.push({
              score: Math.round((lhr.categories.performance.score ?? 0) * 100),
              lcp: lhr.audits['largest-contentful-paint'].numericValue,
              tbt: lhr.audits['total-blocking-time'].numericValue,
              cls: lhr.audits['cumulative-layout-shift'].numericValue,
              url: lhr.finalDisplayedUrl,
            });
          }
          const wrong = samples.find((s) => new URL(s.url).pathname !== route.path);
          if (wrong) throw new Error(`Lighthouse ${build.name} ${route.path} terminou em ${wrong.url}`);
          results[`${route.path}|${build.name}`] = {
            score: median(samples.map((s) => s.score)),
            lcp: median(samples.map((s) => s.lcp)),
            tbt: median(samples.map((s) => s.tbt)),
            cls: median(samples.map((s) => s.cls)),
          };
        }
      }
    } finally {
      await cdp.close().catch(() => undefined);
      chrome.kill();
    }
    const lighthouseLines = [
      `Lighthouse mobile (4G lento simulado, CPU 4×), mediana de ${runs}: nota / LCP / TBT / CLS`,
      '',
      '| rota | federado | um bundle |',
      '|---|---|---|',
    ];
    for (const route of routes.filter((r) => r.lighthouse)) {
      const cell = (x) => `${x.score} / ${(x.lcp / 1000).toFixed(1)} s / ${Math.round(x.tbt)} ms / ${x.cls.toFixed(3)}`;
      lighthouseLines.push(`| \`${route.label ?? route.path}\` | ${cell(results[`${route.path}|federado`])} | ${cell(results[`${route.path}|um bundle`])} |`);
    }
    console.log(`\n${lighthouseLines.join('\n')}`);
    report.push('', ...lighthouseLines);
  }
  console.log(`\nload average: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} (${os.cpus().length} núcleos)`);
  if (docs.write) {
    const command = `pnpm bench:web ${docs.args.join(' ')}`.trim();
    writeBenchDocs('bench:web', [runCaption({ command, setup: 'both builds served on this machine, fresh demo database', ...run }), '', ...report].join('\n'));
  }
} finally {
  stopAll();
}
