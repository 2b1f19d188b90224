import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_BROWSER } from '../scripts/chromium.mjs';
import { e2eTopology, STACK_SLOTS } from './support/ports';

const top = e2eTopology();

export default defineConfig({
  testDir: './tests',
  // A worker per stack (support/global-setup.ts starts one API, database and set of servers per slot,
  // support/ports.ts): the tests mostly wait on the network and timers, so two workers halve the suite even on 2 cores.
  // `pnpm test` runs it alone (scripts/test.mjs); E2E_WORKERS=1 runs one.
  workers: Math.min(Number(process.env.E2E_WORKERS ?? STACK_SLOTS), STACK_SLOTS),
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: top.shell.url,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace (actions, network, console) beside its screenshot and the page's accessibility
    // snapshot (error-context.md). The screencast frames and the DOM snapshots of every action are left out: recording
    // them for every test that passes cost a fifth and then a tenth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // No service worker, except in the files about what it does (offline, taps kept without signal, second visits,
    // redeploys, push), which allow it: on a fresh context every page load installs it and fetches the core screens
    // ahead, over a quarter of the browser's CPU in the suite, and online it answers as the network would.
    serviceWorkers: 'block',
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The app follows the phone's theme: suites run on a phone set to dark (Playwright's default is light); the Modo sol
    // suites ask for light themselves.
    colorScheme: 'dark',
    browserName: 'chromium',
    // The headless shell where installed (scripts/chromium.mjs); the push spec asks for the whole browser.
    launchOptions: { executablePath: TEST_BROWSER, args: CHROMIUM_ARGS },
  },
});
