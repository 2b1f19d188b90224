#!/usr/bin/env node
// Measures what a phone downloads to show the landing route: every JS and CSS response, as transferred (brotli or gzip,
// whichever precompressed file the browser accepts),
// from the production builds served the way `pnpm start` serves them. Run `pnpm build` first.
// `pnpm bench:size [/route] [--files] [--write-docs]`: --write-docs replaces the bench:size block of docs/performance.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/chromium.mjs';
import { serveStatic } from '../../scripts/serve-static.mjs';
import { topology } from '../../scripts/topology.mjs';
import { docsRequest, runCaption, runStart, writeBenchDocs } from '../../scripts/bench-docs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const top = topology({ base: Number(process.env.BENCH_PORT_BASE ?? 3600), apiPort: Number(process.env.BENCH_API_PORT ?? 4600) });
const route = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
const docs = docsRequest();
const run = runStart();

const servers = [
  await serveStatic({ dir: path.join(root, 'shell', 'dist'), port: top.shell.port, spa: true, runtimeConfig: top.runtimeConfig }),
  ...(await Promise.all(top.remotes.map((r) => serveStatic({ dir: path.join(root, r.dir, 'dist'), port: r.port })))),
];

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const assets = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await request.sizes();
    assets.push({ url: request.url(), type, bytes: sizes.responseBodySize });
  });
  await page.goto(`${top.shell.url}${route}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  if ((await page.getByTestId('remote-fallback').count()) > 0) throw new Error(`a rota ${route} mostrou o fallback: medição inválida`);
  const total = assets.reduce((sum, a) => sum + a.bytes, 0);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const byOrigin = new Map();
  for (const asset of assets) {
    const origin = new URL(asset.url).port === String(top.shell.port) ? 'shell' : top.remotes.find((r) => asset.url.startsWith(r.url))?.name ?? 'other';
    byOrigin.set(origin, (byOrigin.get(origin) ?? 0) + asset.bytes);
  }
  console.log(`Rota ${route}: ${assets.length} arquivos JS/CSS, ${kb(total)} transferidos (comprimidos)`);
  for (const [origin, bytes] of byOrigin) console.log(`  ${origin.padEnd(20)} ${kb(bytes)}`);
  if (docs.write) {
    const table = [
      `Rota \`${route}\`, primeira visita (390×844, cache vazio): JS e CSS como transferidos (brotli ou gzip pré-comprimidos, o que o navegador aceita)`,
      '',
      '| origem | KB |',
      '|---|---:|',
      ...[...byOrigin].map(([origin, bytes]) => `| ${origin} | ${(bytes / 1024).toFixed(1)} |`),
      `| **total (${assets.length} arquivos)** | **${(total / 1024).toFixed(1)}** |`,
    ];
    const command = `pnpm bench:size ${docs.args.join(' ')}`.trim();
    writeBenchDocs('bench:size', [runCaption({ command, setup: 'production builds served as `pnpm start` serves them', ...run }), '', ...table].join('\n'));
  }
  if (process.argv.includes('--files')) for (const a of assets.sort((x, y) => y.bytes - x.bytes)) console.log(`  ${kb(a.bytes).padStart(9)}  ${a.url}`);
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
