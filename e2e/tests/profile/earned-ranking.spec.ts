import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { championshipPoints } from '@areia/shared/core/rules/ranking/points';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import type { ResultRow } from '@areia/shared/core/schemas/standings';
import { daysAhead, finishFromScreen, ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';

const SHOTS = '/work/notes/shots';
mkdirSync(SHOTS, { recursive: true });

test('the organizer finalizes a championship; the winner earns its points and the history explains each game', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  // Free: no shares to pay before the draw keeps the teams.
  const created = await api.create({ title: `Ranking ${Date.now().toString(36)}`, occurs: daysAhead(9).iso, price: 0 });
  const teams = await signUpTeams(request, created.id, 3);
  await api.closeSignups(created.id);
  const drawn = await api.drawSnake(created.id, 3);
  for (const game of drawn.games) await api.saveScore(game.id, [{ a: 21, b: 15 }, { a: 21, b: 17 }], game.version);
  const me = async (athlete: { token: string }) =>
    (await (await request.get(`${apiUrl()}/api/user/me`, { headers: { Authorization: `Bearer ${athlete.token}` } })).json()) as UserProfile;
  const before = new Map<string, UserProfile>();
  for (const member of teams.flatMap((team) => team.members)) before.set(member.id, await me(member));

  // The organizer finishes from the screen.
  await finishFromScreen(browser, created.id);

  const results = (await (await request.get(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${created.id}/results`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ResultRow[];
  const winner = teams.find((team) => team.id === results[0]!.team_id)!.members[0];
  const points = championshipPoints('Open', 1, 3);
  // The title moved the winner up the Ranking Geral and gave them the championship's points.
  const now = await me(winner);
  expect(before.get(winner.id)!.ranking_points).toBe(0);
  expect(now.ranking_points).toBe(points);
  expect(now.ranking).toBeLessThan(before.get(winner.id)!.ranking);

  const page = await (await browser.newContext()).newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, winner);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Ranking Geral' })).toBeVisible();
  await expect(page.getByText(`${now.ranking}º`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${points} pontos`, { exact: true })).toBeVisible();

  await page.goto(`/player/${winner.id}`);
  const history = page.getByRole('region', { name: 'Histórico no ranking' });
  await expect(history.getByText(created.title)).toBeVisible();
  await expect(history.getByText(`1º lugar · ${points} pontos · Conta entre os 5 melhores`)).toBeVisible();
  // Each of its two pool games, with the chance the team had and the level it moved.
  const explanations = history.getByText(/^Vocês tinham \d+% de chance; (venceram 2–0: \+\d+|perderam 0–2: −\d+)$/);
  await expect(explanations).toHaveCount(2);
  // The chart of the last 12 months, and its numbers as a table for screen readers.
  const chart = history.getByRole('figure', { name: 'Nível e pontos nos últimos 12 meses' });
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(chart.getByRole('table').getByRole('cell').last()).toHaveText(String(points));
  await chart.evaluate((figure) => window.scrollBy(0, figure.getBoundingClientRect().top - 120));
  await page.screenshot({ path: `${SHOTS}/rank-chart.png` });
  await history.getByText(created.title).evaluate((title) => window.scrollBy(0, title.getBoundingClientRect().top - 120));
  await page.screenshot({ path: `${SHOTS}/rank-history.png` });
  await page.context().close();
});
