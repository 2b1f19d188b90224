import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eTopology, spareOrigins } from './ports';
import { repoRoot, startStaticServer, stopProcess, waitForUrl } from './processes';

/**
 * Starts the real stack for the suite: the API on a fresh embedded database (seeded with the demo data) and the
 * production builds of the shell and the six remotes, each on its own origin.
 */
export default async function globalSetup() {
  const top = e2eTopology();
  for (const app of ['shell', ...top.remotes.map((r) => r.dir)]) {
    if (!existsSync(path.join(repoRoot, app, 'dist', 'index.html'))) {
      throw new Error(`${app}/dist não existe: rode "pnpm build" antes da suíte e2e.`);
    }
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'areia-e2e-'));
  // Tests read what the API wrote there (the dev outbox of e-mails: support/outbox.ts); workers inherit this.
  process.env.E2E_API_DATA_DIR = dataDir;
  const children: ChildProcess[] = [];
  children.push(
    spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'server.ts')], {
      cwd: path.join(repoRoot, 'api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(top.api.port),
        AREIA_DATA_DIR: dataDir,
        AREIA_PUBLIC_URL: top.api.url,
        AREIA_APP_URL: top.shell.url,
        AREIA_CORS_ORIGINS: [...top.corsOrigins, ...spareOrigins()].join(','),
        AREIA_AUTH_IP_LIMIT: '0',
        AREIA_SIGNUP_IP_LIMIT: '0',
        AREIA_LOG: 'silent',
        // Test-only endpoints (api/src/routes/test-hooks.ts), e.g. setting a game's score for the live-update test.
        AREIA_TEST_HOOKS: '1',
      },
    }),
  );
  children.push(startStaticServer({ app: 'shell', port: top.shell.port, runtimeConfig: top.runtimeConfig }));
  for (const remote of top.remotes) children.push(startStaticServer({ app: remote.dir, port: remote.port }));

  await Promise.all([
    waitForUrl(`${top.api.url}/healthz`, 120_000),
    waitForUrl(`${top.shell.url}/runtime-config.json`),
    ...top.remotes.map((r) => waitForUrl(`${r.url}/mf-manifest.json`)),
  ]);

  return async () => {
    await Promise.all(children.map(stopProcess));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
