import { expect, test, type Page } from '@playwright/test';
import { REMOTES } from '../../../scripts/topology.mjs';
import { championshipsApi } from '../../support/championships-api';
import { startApiProxy } from '../../support/api-proxy';
import { e2eTopology, sparePort } from '../../support/ports';
import { signIn } from '../../support/session';
import { startRemoteServer, startSpareShell } from '../../support/spare-stack';

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
const brasiliaNow = () => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(new Date());

/**
 * A championship seen once stays readable at the venue without a connection. The page runs on a
 * stack of its own (shell, five remotes, an API pass-through) that the test stops, as a venue without signal would.
 */
test('offline, a reload of a seen championship shows its cached standings and games, marked "sem conexão — atualizado às HH:MM"', async ({ page, context }) => {
  test.setTimeout(120_000);
  const top = e2eTopology();
  const proxy = await startApiProxy(sparePort(16), new URL(top.api.url));
  const remotes = await Promise.all(REMOTES.map((remote, index) => startRemoteServer(remote.dir, sparePort(5 + index))));
  const overrides = Object.fromEntries(REMOTES.map((remote, index) => [remote.name, `http://localhost:${sparePort(5 + index)}/mf-manifest.json`]));
  const shell = await startSpareShell(sparePort(4), overrides, { apiUrl: proxy.url });
  const stopAll = async () => {
    await Promise.all([proxy.stop(), shell.stop(), ...remotes.map((remote) => remote.stop())]);
  };
  let stopped = false;
  try {
    const session = await signIn(page, undefined, shell.url);
    const api = championshipsApi(page.request, session.token);
    const target = (await api.list()).find((c) => c.title === 'Rei da Praia Leme')!;
    const details = `${shell.url}/championship/${target.id}/details?aba=geral`;

    await page.goto(details);
    await expect(page.getByRole('table', { name: 'Geral' })).toBeVisible();
    await controlled(page);
    // With the worker in control, the page as the athlete sees it: each tab once.
    await page.reload();
    const table = page.getByRole('table', { name: 'Geral' });
    await expect(table).toBeVisible();
    await page.getByRole('tab', { name: 'Jogos' }).click();
    const gameCount = (await api.games(target.id)).length;
    expect(gameCount).toBeGreaterThan(0);
    await expect(page.getByTestId('game-card')).toHaveCount(gameCount);
    await page.getByRole('tab', { name: 'Geral' }).click();
    await expect(table).toBeVisible();
    const standings = await table.getByRole('rowheader').allTextContents();
    expect(standings.length).toBeGreaterThan(1);
    await expect(page.getByTestId('cached-answer')).toHaveCount(0);
    const savedAround = brasiliaNow();

    // No signal: the browser is offline and none of the servers answers any more.
    await context.setOffline(true);
    await stopAll();
    stopped = true;
    await page.reload();
    await expect(table).toBeVisible({ timeout: 20_000 });
    await expect(table.getByRole('rowheader')).toHaveText(standings);
    const mark = page.getByTestId('cached-answer');
    await expect(mark).toHaveText(/^sem conexão — atualizado às \d{2}:\d{2}$/);
    const shown = (await mark.textContent())!.slice(-5);
    expect([savedAround, brasiliaNow()]).toContain(shown);
    await page.screenshot({ path: '/tmp/offline-standings.png' });

    await page.getByRole('tab', { name: 'Jogos' }).click();
    await expect(page.getByTestId('game-card')).toHaveCount(gameCount);
    await expect(mark).toBeVisible();
  } finally {
    await context.setOffline(false);
    if (!stopped) await stopAll();
  }
});

test('signing out drops the API answers kept for offline use', async ({ page }) => {
  const session = await signIn(page);
  const target = (await championshipsApi(page.request, session.token).list()).find((c) => c.title === 'Rei da Praia Leme')!;
  await page.goto(`/championship/${target.id}/details?aba=geral`);
  await expect(page.getByRole('table', { name: 'Geral' })).toBeVisible();
  await controlled(page);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Geral' })).toBeVisible();
  const kept = () => page.evaluate(async () => ((await caches.has('areia-api')) ? (await (await caches.open('areia-api')).keys()).map((r) => r.url) : []));
  await expect.poll(kept).toContainEqual(expect.stringContaining(`/${target.id}/results`));
  expect((await kept()).some((url) => url.includes('/api/user/') || url.includes('/api/auth/'))).toBe(false);

  await page.goto('/home');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(kept).toEqual([]);
});
