import { expect, test, type Page } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import type { CreatedScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { freshContextPage } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl } from '../../support/session';
import { keepOffline } from '../../support/offline';
import { SHOTS } from '../../support/shots';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * The scorekeeper's link: the organizer creates it for a game, someone without an account opens /placar/{token} on a
 * phone and taps +1, and the spectators' "Ao vivo" page shows the set score within 2 s; a tap whose send gets no answer
 * says it is kept on the phone; once revoked, the link says so.
 * Without signal the taps wait on the phone (the score outbox), survive a reload, and go when the signal returns.
 */

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

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

  // Bars but no data: the tap's send gets no answer while the phone still says it is online. The screen says the score
  // is kept on the phone, not that it is on its way.
  const noData = '**/api/scorekeeper/**';
  await keeper.context().route(noData, (route) => (route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue()));
  await plusB.click();
  const kept = keeper.getByTestId('scorekeeper-kept');
  await expect(kept).toHaveText('Sem conexão: o placar ficou guardado no aparelho e será enviado quando a conexão voltar.');
  expect(await keeper.evaluate(() => navigator.onLine)).toBe(true);
  await keeper.screenshot({ path: `${SHOTS}/placar-sem-dados.png` });
  // The data is back: the next tap goes at once, with the score as it stands.
  await keeper.context().unroute(noData);
  await plusA.click();
  await expect(spectatorCourt.getByTestId('live-current')).toContainText('4–2', { timeout: 2_000 });
  await expect(kept).toHaveCount(0);

  expect((await request.delete(`${apiUrl()}/api/organizer/scorekeeper-links/${link.id}`, { headers })).ok()).toBe(true);
  await keeper.reload();
  await expect(keeper.getByTestId('scorekeeper-refused')).toContainText('Este link de mesário foi revogado pelo organizador.');

  await spectator.context().close();
  await keeper.context().close();
});

test('taps made without signal wait on the phone, survive a reload, and reach the spectators when the signal returns', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const headers = { Authorization: `Bearer ${token}` };
  const api = organizerApi(request, token);
  const championship = await api.create();
  await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);
  const dayOf = async () => (await (await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`)).json()) as GameDay;
  const game = (await dayOf()).courts.find((item) => item.court === 'Quadra 1')!.next[0]!;
  expect((await request.post(`${apiUrl()}/api/organizer/games/${game.id}/call`, { headers })).ok()).toBe(true);
  const link = (await (await request.post(`${apiUrl()}/api/organizer/games/${game.id}/scorekeeper-link`, { headers })).json()) as CreatedScorekeeperLink;

  const spectator = await freshContextPage(browser, baseURL);
  await spectator.goto(`/ao-vivo/${championship.id}`);
  const spectatorCourt = spectator.getByTestId('live-court').filter({ has: spectator.getByRole('heading', { name: 'Quadra 1' }) });
  await expect(spectatorCourt.getByTestId('live-current')).toContainText(game.teamA.name);

  const keeper = await freshContextPage(browser, baseURL);
  await keeper.goto(`/placar/${link.token}`);
  await expect(keeper.getByTestId('scorekeeper-game')).toContainText(game.teamA.name);
  await controlled(keeper);
  // With the worker in control, the screen as it is used at the court: its files and its games are kept on the phone.
  await keeper.reload();
  await expect(keeper.getByTestId('scorekeeper-game')).toContainText(game.teamA.name);

  // No signal at the court: the taps are shown and kept, and nothing reaches the server.
  await keeper.context().setOffline(true);
  const plusA = keeper.getByRole('button', { name: `+1 ponto para ${game.teamA.name}` });
  const plusB = keeper.getByRole('button', { name: `+1 ponto para ${game.teamB.name}` });
  for (const button of [plusA, plusB, plusA]) await button.click();
  await expect(keeper.getByTestId('points-a')).toHaveText('2');
  await expect(keeper.getByTestId('points-b')).toHaveText('1');
  const kept = keeper.getByTestId('scorekeeper-kept');
  await expect(kept).toHaveText('Sem conexão: o placar ficou guardado no aparelho e será enviado quando a conexão voltar.');

  // A reload without signal: the worker opens the screen, and the kept score is still there.
  await keeper.reload();
  await keepOffline(keeper);
  await expect(keeper.getByTestId('points-a')).toHaveText('2');
  await expect(keeper.getByTestId('points-b')).toHaveText('1');
  await expect(kept).toContainText('Sem conexão');
  await keeper.screenshot({ path: `${SHOTS}/placar-offline.png` });
  const waiting = (await dayOf()).courts.find((item) => item.court === 'Quadra 1')!.current!;
  expect(waiting.liveSets ?? []).toEqual([]);

  // The signal returns: the kept score goes, and the spectators' page shows it from its live stream (well before
  // its 15 s re-read without a stream).
  await keeper.context().setOffline(false);
  await expect(spectatorCourt.getByTestId('live-current')).toContainText('2–1', { timeout: 5_000 });
  await expect(kept).toHaveCount(0);
  // The next tap goes at once, as before.
  await plusB.click();
  await expect(spectatorCourt.getByTestId('live-current')).toContainText('2–2', { timeout: 2_000 });

  await spectator.context().close();
  await keeper.context().close();
});
