import { expect, test } from '@playwright/test';
import { sparePort } from '../../support/ports';
import { signIn } from '../../support/session';
import { startRemoteServer, startSpareShell } from '../../support/spare-stack';

test('a remote that is down shows the fallback, other routes work, and "Tentar novamente" mounts it once it is back', async ({ page }) => {
  const playersPort = sparePort(1);
  const shell = await startSpareShell(sparePort(0), { mfe_players: `http://localhost:${playersPort}/mf-manifest.json` });
  let players: Awaited<ReturnType<typeof startRemoteServer>> | undefined;
  try {
    await signIn(page, undefined, shell.url);
    await page.goto(`${shell.url}/players`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).toContainText('Esta parte do app está indisponível no momento.');

    // The rest of the app is unaffected.
    await page.goto(`${shell.url}/arenas`);
    await expect(page.getByRole('heading', { level: 1, name: 'Arenas' })).toBeVisible();
    await page.goto(`${shell.url}/players`);
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    players = await startRemoteServer('mfe-players', playersPort);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  } finally {
    await players?.stop();
    await shell.stop();
  }
});
