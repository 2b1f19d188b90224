import { expect, test } from '@playwright/test';
import { startApiRelay, startSilentServer } from '../../support/fault-servers';
import { e2eTopology, sparePort } from '../../support/ports';
import { signIn } from '../../support/session';
import { startRemoteServer, startSpareShell } from '../../support/spare-stack';

const NOTICE = 'Sem conexão com o servidor.';

test('with the API stopped after login a reload keeps the athlete signed in with the notice; back, "Tentar novamente" recovers without a login', async ({ page }) => {
  const relay = await startApiRelay(sparePort(12), e2eTopology().api.port);
  const shell = await startSpareShell(sparePort(13), {}, { apiUrl: relay.url });
  try {
    const { token, user } = await signIn(page, undefined, shell.url);
    await page.goto(`${shell.url}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(`Olá ${user.nickname}`, { exact: true })).toBeVisible();

    await relay.stop();
    await page.reload();
    const notice = page.getByTestId('connection-notice');
    await expect(notice).toContainText(NOTICE);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`Olá ${user.nickname}`, { exact: true })).toBeVisible();
    // One signal for the outage: the notice, no toast saying it again over the home.
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);

    // Still down: asking again keeps everything as it is.
    await notice.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(notice.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);

    await relay.start();
    await notice.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(notice).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByText(`Olá ${user.nickname}`, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBe(token);

    // Still signed in on a fresh load, with the server answering.
    await page.reload();
    await expect(page.getByText(`Olá ${user.nickname}`, { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
  } finally {
    await shell.stop();
    await relay.stop();
  }
});

test('a remote that accepts the connection but never answers shows the fallback within about 10 s, and the retry works once it is back', async ({ page }) => {
  test.setTimeout(90_000);
  const playersPort = sparePort(14);
  let silent: Awaited<ReturnType<typeof startSilentServer>> | undefined = await startSilentServer(playersPort);
  const shell = await startSpareShell(sparePort(15), { mfe_players: `http://localhost:${playersPort}/mf-manifest.json` });
  let players: Awaited<ReturnType<typeof startRemoteServer>> | undefined;
  try {
    await signIn(page, undefined, shell.url);
    await page.goto(`${shell.url}/arenas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Arenas' })).toBeVisible();

    const startedAt = Date.now();
    await page.goto(`${shell.url}/players`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Esta parte do app está indisponível no momento.', { timeout: 15_000 });
    const waited = Date.now() - startedAt;
    expect(waited).toBeLessThan(13_000);
    expect(waited).toBeGreaterThan(5_000);

    await silent.stop();
    silent = undefined;
    players = await startRemoteServer('mfe-players', playersPort);
    await fallback.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
  } finally {
    await players?.stop();
    await silent?.stop();
    await shell.stop();
  }
});
