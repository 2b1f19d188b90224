import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eTopology, sparePort } from '../../support/ports';
import { repoRoot, startStaticServer, stopProcess, waitForUrl } from '../../support/processes';
import { DEMO_ACCOUNT } from '../../support/session';

/**
 * `pnpm build:single` (shell/dist-single): the same pages as one bundle, no Module Federation — the baseline of
 * `pnpm bench:web`. Smoke: landing, login, /home and /championships against the real API, and no remote is fetched.
 */
const top = e2eTopology();
const port = sparePort(19);
const origin = `http://localhost:${port}`;
const dir = path.join(repoRoot, 'shell', 'dist-single');

test('the one-bundle build shows the landing, signs in and opens /home and /championships without any remote', async ({ page }) => {
  expect(existsSync(path.join(dir, 'index.html')), 'rode "pnpm build" (inclui build:single) antes').toBe(true);
  const server = startStaticServer({ app: 'shell', port, dir, runtimeConfig: top.runtimeConfig });
  try {
    await waitForUrl(`${origin}/runtime-config.json`);
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (top.remotes.some((remote) => request.url().startsWith(remote.url))) remoteRequests.push(request.url());
    });

    await page.goto(`${origin}/`);
    await page.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${origin}/login`);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(`${origin}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible();

    await page.goto(`${origin}/championships`);
    await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos', exact: true })).toBeVisible();
    await expect(page.getByTestId('championship-card').first()).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(remoteRequests).toEqual([]);
  } finally {
    await stopProcess(server);
  }
});
