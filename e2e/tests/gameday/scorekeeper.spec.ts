import { expect, test } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import type { CreatedScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { freshContextPage } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl } from '../../support/session';

/**
 * The scorekeeper's link: the organizer creates it for a game, someone without an account opens /placar/{token} on a
 * phone and taps +1, and the spectators' "Ao vivo" page shows the set score within 2 s; once revoked, the link says so.
 */

test('a scorekeeper without an account scores the set live, and a revoked link says so', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const headers = { Authorization: `Bearer ${token}` };
  const api = organizerApi(request, token);
  const championship = await api.create();
  await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);
  const day = (await (await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`)).json()) as GameDay;
  const game = day.courts.find((item) => item.court === 'Quadra 1')!.next[0]!;
  expect((await request.post(`${apiUrl()}/api/organizer/games/${game.id}/call`, { headers })).ok()).toBe(true);

  const createdResponse = await request.post(`${apiUrl()}/api/organizer/games/${game.id}/scorekeeper-link`, { headers });
  expect(createdResponse.status()).toBe(201);
  const link = (await createdResponse.json()) as CreatedScorekeeperLink;

  const spectator = await freshContextPage(browser, baseURL);
  await spectator.goto(`/ao-vivo/${championship.id}`);
  const spectatorCourt = spectator.getByTestId('live-court').filter({ has: spectator.getByRole('heading', { name: 'Quadra 1' }) });
  await expect(spectatorCourt.getByTestId('live-current')).toContainText(game.teamA.name);

  const keeper = await freshContextPage(browser, baseURL);
  await keeper.goto(`/placar/${link.token}`);
  expect(new URL(keeper.url()).pathname).toBe(`/placar/${link.token}`);
  const card = keeper.getByTestId('scorekeeper-game');
  await expect(card).toContainText(game.teamA.name);
  await expect(card).toContainText(game.teamB.name);
  const plusA = keeper.getByRole('button', { name: `+1 ponto para ${game.teamA.name}` });
  const plusB = keeper.getByRole('button', { name: `+1 ponto para ${game.teamB.name}` });
  for (const button of [plusA, plusA, plusB, plusA]) {
    await expect(button).toBeEnabled();
    await button.click();
  }
  await expect(keeper.getByTestId('points-a')).toHaveText('3');
  await expect(keeper.getByTestId('points-b')).toHaveText('1');
  await expect(spectatorCourt.getByTestId('live-current')).toContainText('3–1', { timeout: 2_000 });

  expect((await request.delete(`${apiUrl()}/api/organizer/scorekeeper-links/${link.id}`, { headers })).ok()).toBe(true);
  await keeper.reload();
  await expect(keeper.getByTestId('scorekeeper-refused')).toContainText('Este link de mesário foi revogado pelo organizador.');

  await spectator.context().close();
  await keeper.context().close();
});
