#!/usr/bin/env node
// `pnpm screenshots`: redraws the README's phone screenshots (docs/images/*.png, 390×844, dark theme and one in Modo sol).
// It runs `pnpm start` (which builds whatever is missing) on spare ports with a fresh demo database in a temp folder,
// signs in as the demo athlete through the login screen, saves one PNG per screen and stops everything it started.
// Ports: AREIA_PORT_BASE (default 3600) and AREIA_API_PORT (default 4600), so it can run beside `pnpm start`.
// Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { topology } from './topology.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'docs', 'images');
const base = Number(process.env.AREIA_PORT_BASE ?? 3600);
const apiPort = Number(process.env.AREIA_API_PORT ?? 4600);
const top = topology({ base, apiPort });
const DEMO = { email: 'demo@areia.app', password: 'Areia@2026' };
/** A README image stays light: a PNG over this is reported (the page has grown busier, or the viewport changed). */
const MAX_BYTES = 150 * 1024;

// Playwright is the e2e package's dependency; sharp (to shrink the PNGs to a palette) the API's.
const playwright = await import(pathToFileURL(createRequire(path.join(root, 'e2e', 'package.json')).resolve('@playwright/test')).href);
const { chromium } = playwright.default ?? playwright;
const { default: sharp } = await import(pathToFileURL(createRequire(path.join(root, 'api', 'package.json')).resolve('sharp')).href);

/**
 * The screens shown in the README, in order: file name, route, whether it needs the demo athlete's session, and the
 * phone's theme setting (the app follows it: light shows Modo sol).
 */
const SHOTS = [
  { file: 'landing.png', route: '/', signedIn: false, scheme: 'dark' },
  { file: 'home.png', route: '/home', signedIn: true, scheme: 'dark' },
  { file: 'championships.png', route: '/championships', signedIn: true, scheme: 'dark' },
  { file: 'home-sol.png', route: '/home', signedIn: true, scheme: 'light' },
];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'areia-screenshots-'));
const app = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, AREIA_PORT_BASE: String(base), AREIA_API_PORT: String(apiPort), AREIA_DATA_DIR: dataDir, AREIA_LOG: 'silent' },
});

const appExited = new Promise((resolve) => app.once('exit', resolve));
async function stopApp() {
  if (app.exitCode === null && app.signalCode === null) app.kill('SIGTERM');
  await appExited;
  rmSync(dataDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopApp().finally(() => process.exit(130)));

/** Resolves when `pnpm start` prints that the app is up; rejects if it exits first. */
function waitForStart(timeoutMs = 15 * 60_000) {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error('pnpm start não ficou pronto a tempo')), timeoutMs);
    app.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      seen += chunk;
      if (seen.includes('Areia está no ar')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void appExited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`pnpm start saiu (código ${code}) antes de ficar pronto`));
    });
  });
}

let failed = false;
try {
  await waitForStart();
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      colorScheme: 'dark',
      reducedMotion: 'reduce',
      locale: 'pt-BR',
      serviceWorkers: 'block',
      // On Copacabana beach, so the home's "Arenas por perto" has arenas to count.
      geolocation: { latitude: -22.9711, longitude: -43.1822 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    for (const shot of SHOTS.filter((s) => !s.signedIn)) await capture(page, shot);

    await page.goto(`${top.shell.url}/login`);
    await page.locator('input[type="email"]').fill(DEMO.email);
    await page.locator('input[type="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/home', { timeout: 30_000 });
    for (const shot of SHOTS.filter((s) => s.signedIn)) await capture(page, shot);
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopApp();
}
process.exit(failed ? 1 : 0);

/** Opens the route afresh (no toast or half-finished transition left from before), waits for it to settle, saves it. */
async function capture(page, { file, route, scheme }) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(`${top.shell.url}${route}`, { waitUntil: 'networkidle' });
  if (new URL(page.url()).pathname !== route) throw new Error(`${route}: a página foi para ${page.url()}`);
  if ((await page.getByTestId('remote-fallback').count()) > 0) throw new Error(`${route}: o remote não carregou`);
  await page.waitForTimeout(800);
  const target = path.join(outDir, file);
  // A palette of 256 colours: the screens are flat surfaces, so the picture looks the same at a third of the size.
  await sharp(await page.screenshot()).png({ palette: true, compressionLevel: 9, effort: 10 }).toFile(target);
  const bytes = statSync(target).size;
  console.log(`${path.relative(root, target)}: ${(bytes / 1024).toFixed(0)} KB`);
  if (bytes > MAX_BYTES) throw new Error(`${file} tem ${(bytes / 1024).toFixed(0)} KB, acima de ${MAX_BYTES / 1024} KB`);
}
