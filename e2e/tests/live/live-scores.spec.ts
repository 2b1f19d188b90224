import { expect, test, type Page } from '@playwright/test';
import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { championshipsApi } from '../../support/championships-api';
import { apiUrl, signIn } from '../../support/session';
import { setGameScore } from '../../support/test-hooks';

/** A saved score is on the athlete's open Jogos / Geral tab within 5 seconds, with no reload. */
const LIVE_WITHIN_MS = 5000;

async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('a score saved while Jogos and Geral are open shows up within 5 s without a reload', async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  const target = (await api.list()).find((c) => c.title === 'Rei da Praia Leme')!;
  const games = await api.games(target.id);
  const game = games.find((g) => g.status === 'agendado')!;
  expect(game, 'o seed deve ter um jogo agendado em andamento').toBeDefined();

  try {
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`/championship/${target.id}/details?aba=jogos`);
    await expect(page.getByRole('tab', { name: 'Jogos' })).toHaveAttribute('aria-selected', 'true');
    const scheduled = page.getByRole('group', { name: `Fase ${game.phase} - Grupo ${game.group} (agendado): ${game.team_a} ... x ... ${game.team_b}` });
    await expect(scheduled).toBeVisible();
    await markPage(page);
    const before = loads;

    await setGameScore(page.request, game.id, 21, 17);
    const saved = Date.now();
    const finished = page.getByRole('group', { name: `Fase ${game.phase} - Grupo ${game.group} (finalizado): ${game.team_a} 21 x 17 ${game.team_b}` });
    await expect(finished).toBeVisible({ timeout: LIVE_WITHIN_MS });
    const latency = Date.now() - saved;
    console.log(`placar salvo → visível em Jogos sem recarregar: ${latency} ms`);
    expect(latency).toBeLessThan(LIVE_WITHIN_MS);
    await expect(scheduled).toHaveCount(0);

    // Geral: the standings follow the next saved score, still on the same document.
    await page.getByRole('tab', { name: 'Geral' }).click();
    const table = page.getByRole('table', { name: 'Geral' });
    await expect(table).toBeVisible();
    const resultsNow = async () => {
      const response = await page.request.get(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${target.id}/results`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      return (await response.json()) as ResultRow[];
    };
    const rowsBefore = await resultsNow();
    await expect(table.getByRole('rowheader')).toHaveText(rowsBefore.map((row) => row.members));

    // The other way round: team B wins now; wins and points move between the two pairs.
    await setGameScore(page.request, game.id, 15, 21);
    const rowsAfter = await resultsNow();
    expect(rowsAfter).not.toEqual(rowsBefore);
    const expected = rowsAfter.map((row, index) => [String(index + 1), row.members, String(row.games), String(row.points), String(row.wins)]);
    await expect(async () => {
      const seen = await table.locator('tbody tr').evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('td, th')].slice(0, 5).map((cell) => cell.textContent?.trim() ?? '')),
      );
      expect(seen).toEqual(expected);
    }).toPass({ timeout: LIVE_WITHIN_MS, intervals: [250] });

    // No reload: no new document load, and the marker set on the page before the score changed is still there.
    expect(loads).toBe(before);
    expect(await stillSameDocument(page)).toBe(true);
    await page.screenshot({ path: '/tmp/live-results.png' });
  } finally {
    await setGameScore(page.request, game.id, null, null);
  }
});

test('nothing polls the games, hidden or not; coming back to the tab reads them at once', async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  const target = (await api.list()).find((c) => c.title === 'Rei da Praia Leme')!;
  const gameReads: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(`/${target.id}/games`)) gameReads.push(Date.now());
  });
  await page.goto(`/championship/${target.id}/details?aba=jogos`);
  await expect(page.getByTestId('game-card').first()).toBeVisible();
  // Visible and nothing changing: no second read (the live stream would say when to read again).
  const shownAt = gameReads.length;
  expect(shownAt).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(5000);
  expect(gameReads.length).toBe(shownAt);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  const hiddenAt = gameReads.length;
  await page.waitForTimeout(9000);
  expect(gameReads.length).toBe(hiddenAt);

  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  await expect.poll(() => gameReads.length, { timeout: 2000 }).toBeGreaterThan(hiddenAt);
});
