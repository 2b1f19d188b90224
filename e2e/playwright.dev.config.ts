import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { devLoopTopology } from './support/ports';

const top = devLoopTopology();
const auth = top.remotes.find((remote) => remote.dir === 'mfe-auth');
if (!auth) throw new Error('mfe-auth não está no manifesto');

/**
 * `pnpm test:dev`: the dev loop itself — the shell's and mfe-auth's rspack dev servers (`rspack serve`, what `pnpm dev`
 * runs), no builds and no API. Its own ports (E2E_PORT_BASE + 40 and + 41) so it never meets the e2e suite's servers.
 */
export default defineConfig({
  testDir: './dev-loop',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { ...base.use, baseURL: top.shell.url, trace: 'off' },
  webServer: [
    {
      command: 'pnpm --filter @areia/shell dev',
      cwd: '..',
      url: `${top.shell.url}/runtime-config.json`,
      env: { AREIA_DEV_PORT: String(top.shell.port), AREIA_RUNTIME_CONFIG: JSON.stringify(top.runtimeConfig) },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'pnpm --filter @areia/mfe-auth dev',
      cwd: '..',
      url: `${auth.url}/mf-manifest.json`,
      env: { AREIA_DEV_PORT: String(auth.port) },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});
