import { defineConfig, devices } from '@playwright/test';
import { e2eTopology } from './support/ports';

const top = e2eTopology();

export default defineConfig({
  testDir: './tests',
  // One worker: tests share one API and one set of servers on a 2-core machine; some tests stop and restart a remote.
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // The app follows the phone's theme: suites run on a phone set to dark (Playwright's default is light); the Modo sol
    // suites ask for light themselves.
    colorScheme: 'dark',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
