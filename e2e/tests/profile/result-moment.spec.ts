import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { ResultRow } from '@areia/shared/core/schemas/standings';
import type { AthleteResultView } from '@areia/shared/core/schemas/result';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { daysAhead, finishFromScreen, ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';

/** What the page handed the share sheet: the test defines navigator.share (headless Chromium has none) and keeps each call. */
type SharedCall = { title?: string; text?: string; url?: string; files: { name: string; type: string; size: number }[] };

test('a finish is a moment: the champions get the aviso, the home shows the result, and Compartilhar hands the card to the share sheet', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const created = await api.create({ title: `Rachão ${Date.now().toString(36)}`, occurs: daysAhead(9).iso, price: 0 });
  const teams = await signUpTeams(request, created.id, 3);
  // Every athlete a woman: the champions read "campeãs".
  for (const member of teams.flatMap((team) => team.members)) {
    const saved = await request.put(`${apiUrl()}/api/user/me`, { headers: { Authorization: `Bearer ${member.token}` }, data: { gender: 'feminino' } });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await api.closeSignups(created.id);
  const drawn = await api.drawSnake(created.id, 3);
  for (const game of drawn.games) await api.saveScore(game.id, [{ a: 21, b: 15 }, { a: 21, b: 17 }], game.version);

  // The organizer finishes from the screen.
  await finishFromScreen(browser, created.id, baseURL);

  const results = (await (await request.get(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${created.id}/results`, { headers: { Authorization: `Bearer ${token}` } })).json()) as ResultRow[];
  const winner = teams.find((team) => team.id === results[0]!.team_id)!.members[0];
  const result = (await (await request.get(`${apiUrl()}/api/results/${created.id}/${winner.id}`)).json()) as AthleteResultView;
  expect(result).toMatchObject({ placement: 1, headline: 'Campeãs', teams: 3 });

  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', colorScheme: 'dark' });
  await context.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __shares: unknown[] }).__shares = calls;
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: (data: ShareData) => Boolean(data.files?.every((file) => file.type === 'image/png')) });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        calls.push({ title: data.title, text: data.text, url: data.url, files: (data.files ?? []).map((file) => ({ name: file.name, type: file.type, size: file.size })) });
      },
    });
  });
  const page = await context.newPage();
  await signIn(page, winner);

  // The aviso says the place, the points and the level change.
  await page.goto('/notifications');
  const sentence = `Vocês foram campeãs do ${created.title}: +${result.points} pontos, nível ${result.level_before} → ${result.level_after}.`;
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.getByText('Resultado: Campeãs')).toBeVisible();

  // The home shows the result of the day with its card to share.
  await page.goto('/home');
  const card = page.getByTestId('last-result');
  await expect(card.getByRole('heading', { name: 'Seu último resultado' })).toBeVisible();
  await expect(card.getByText('Campeãs', { exact: true })).toBeVisible();
  await expect(card.getByText(created.title, { exact: true })).toBeVisible();
  await expect(card.getByText(`+${result.points} pontos`, { exact: true })).toBeVisible();
  await expect(card.getByText(`nível ${result.level_before} → ${result.level_after}`, { exact: true })).toBeVisible();
  await expectNoSeriousViolationsInBothThemes(page, 'result-home', { shot: 'result-home' });

  await card.getByRole('button', { name: `Compartilhar o resultado do ${created.title}` }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares.length)).toBe(1);
  const [shared] = (await page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares)) as SharedCall[];
  expect(shared!.files).toHaveLength(1);
  expect(shared!.files[0]!.type).toBe('image/png');
  expect(shared!.files[0]!.size).toBeGreaterThan(10_000);
  expect(shared!.text).toBe(`Campeãs do ${created.title}: +${result.points} pontos, nível ${result.level_before} → ${result.level_after}. ${result.share_url}`);

  // The shared link's page: the card in its Open Graph tags, for the chat app's preview.
  const preview = await (await request.get(result.share_url)).text();
  expect(preview).toContain(`<meta property="og:image" content="${result.card_url}">`);
  const image = await request.get(result.card_url);
  expect(image.headers()['content-type']).toBe('image/png');

  // The player page: the first result named on the chart, with axes and a legend, and its own Compartilhar.
  await page.goto(`/player/${winner.id}`);
  const chart = page.getByRole('figure', { name: 'Nível e pontos nos últimos 12 meses' });
  await expect(chart.getByText('Primeiro resultado')).toBeVisible();
  await expect(chart.getByRole('list', { name: 'Legenda' }).getByRole('listitem')).toHaveText([`Nível ${result.level_after}`, `Pontos ${result.points}`]);
  await expect(page.getByRole('button', { name: `Compartilhar o resultado do ${created.title}` })).toBeVisible();
  await chart.evaluate((figure) => window.scrollBy(0, figure.getBoundingClientRect().top - 120));
  await expectNoSeriousViolationsInBothThemes(page, 'result-player', { shot: 'result-chart' });
  await context.close();
});
