import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { apiDataDir, e2eTopology, spareOrigins, STACK_SLOTS } from './ports';
import { CHEAP_PASSWORD_HASHING, repoRoot, startStaticServer, stopProcess, waitForUrl } from './processes';

/**
 * Starts the real stack for the suite, once per worker slot (support/ports.ts): the API's production build on a fresh
 * embedded database (seeded with the demo data) and the production builds of the shell and the six remotes, each on its
 * own origin. The API's build, not its sources through tsx: the same JavaScript `pnpm start` runs, and started without
 * compiling the sources in every slot.
 */
export default async function globalSetup(config: FullConfig) {
  const slots = Array.from({ length: Math.min(config.workers, STACK_SLOTS) }, (_, slot) => slot);
  const apiEntry = path.join(repoRoot, 'api', 'dist', 'server.js');
  for (const built of [apiEntry, ...['shell', ...e2eTopology({ slot: 0 }).remotes.map((r) => r.dir)].map((app) => path.join(repoRoot, app, 'dist', 'index.html'))]) {
    if (!existsSync(built)) throw new Error(`${path.relative(repoRoot, path.dirname(built))} não existe: rode "pnpm build" antes da suíte e2e.`);
  }
  // Tests read what each API wrote in its folder under this one (the dev outbox of e-mails: support/outbox.ts);
  // workers inherit this.
  const root = mkdtempSync(path.join(os.tmpdir(), 'areia-e2e-'));
  process.env.E2E_API_DATA_DIR = root;
  const children: ChildProcess[] = [];
  const ready: Promise<void>[] = [];
  for (const slot of slots) {
    const top = e2eTopology({ slot });
    const dataDir = apiDataDir(slot);
    mkdirSync(dataDir);
    children.push(
      spawn(process.execPath, [apiEntry], {
        cwd: path.join(repoRoot, 'api'),
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(top.api.port),
          AREIA_DATA_DIR: dataDir,
          AREIA_PUBLIC_URL: top.api.url,
          AREIA_APP_URL: top.shell.url,
          AREIA_CORS_ORIGINS: [...top.corsOrigins, ...spareOrigins(slot)].join(','),
          AREIA_AUTH_IP_LIMIT: '0',
          AREIA_SIGNUP_IP_LIMIT: '0',
          AREIA_LOG: 'silent',
          ...CHEAP_PASSWORD_HASHING,
          // Test-only endpoints (api/src/routes/test-hooks.ts), e.g. setting a game's score for the live-update test.
          AREIA_TEST_HOOKS: '1',
        },
      }),
    );
    children.push(startStaticServer({ app: 'shell', port: top.shell.port, runtimeConfig: top.runtimeConfig }));
    for (const remote of top.remotes) children.push(startStaticServer({ app: remote.dir, port: remote.port }));
    ready.push(
      waitForUrl(`${top.api.url}/healthz`, 120_000),
      waitForUrl(`${top.shell.url}/runtime-config.json`),
      ...top.remotes.map((r) => waitForUrl(`${r.url}/mf-manifest.json`)),
    );
  }
  await Promise.all(ready);

  return async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(root, { recursive: true, force: true });
  };
}
