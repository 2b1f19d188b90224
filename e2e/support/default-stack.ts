import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { topology } from '../../scripts/topology.mjs';
import { CHEAP_PASSWORD_HASHING, repoRoot } from './processes';
import { DEMO_ACCOUNT, type SignedIn } from './session';

/** The topology `pnpm start` uses with no settings: shell 3000, remotes 3001–3006, API 4000. */
export const defaultTopology = () => topology();

/**
 * `pnpm start` itself (scripts/start.mjs) on the default ports with a fresh data folder: what an athlete runs. It
 * refuses at once, naming them, when a port is taken (another `pnpm start`, say): that refusal fails the test here,
 * with its words, instead of a test that waits.
 */
export async function startDefaultStack(timeoutMs = 120_000) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'areia-default-'));
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      AREIA_PORT_BASE: '3000',
      AREIA_API_PORT: '4000',
      AREIA_DATA_DIR: dataDir,
      AREIA_LOG: 'silent',
      ...CHEAP_PASSWORD_HASHING,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async () => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (!output.includes('Areia está no ar')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`pnpm start nas portas padrão (3000–3006, API 4000) parou antes de subir:\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`pnpm start nas portas padrão não subiu em ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { top: defaultTopology(), stop, output: () => output };
}

/** Signs the page in on the default topology as the app does after a login (token and cached user in localStorage). */
export async function signInDefault(page: Page, credentials = DEMO_ACCOUNT): Promise<SignedIn> {
  const top = defaultTopology();
  const response = await page.request.post(`${top.api.url}/api/auth/login`, { data: credentials });
  if (!response.ok()) throw new Error(`login falhou: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as SignedIn;
  await page.goto(`${top.shell.url}/robots.txt`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('auth_token', token);
    localStorage.setItem('user-data', JSON.stringify(user));
  }, session);
  return session;
}

/** Every key of the service worker's caches with the kind of answer kept (`cors`, `basic`, `opaque`, `default`). */
export function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; type: string; status: number }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, type: response?.type ?? 'none', status: response?.status ?? -1 });
      }
    }
    return entries;
  });
}
