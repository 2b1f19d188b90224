import { expect, test, type Page } from '@playwright/test';
import type { OrganizerChampionshipWithGames, SetScore } from '@areia/shared/core/schemas/organizer';
import { formatSets } from '@areia/shared/core/rules/score';
import { daysAhead, ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { Game } from '@areia/shared/core/schemas/standings';
import { keepOffline } from '../../support/offline';
import { SHOTS } from '../../support/shots';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

const controlled = (page: Page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

const teamName = (detail: OrganizerChampionshipWithGames, teamId: string) => detail.teams.find((team) => team.id === teamId)!.name;

/** Types a score on the organizer's game screen (sets in the game's own a/b order) and saves it. */
async function enterScore(page: Page, detail: OrganizerChampionshipWithGames, gameId: string, sets: SetScore[]) {
  const game = detail.games.find((candidate) => candidate.id === gameId)!;
  const [a, b] = [teamName(detail, game.teamAId), teamName(detail, game.teamBId)];
  await page.getByRole('link', { name: `Lançar placar: ${a} x ${b}` }).click();
  for (const [index, set] of sets.entries()) {
    await page.getByLabel(`Pontos de ${a} no set ${index + 1}`).fill(String(set.a));
    await page.getByLabel(`Pontos de ${b} no set ${index + 1}`).fill(String(set.b));
  }
  await page.getByRole('button', { name: 'Salvar placar' }).click();
  // Kept on the device, the screen goes back to the championship, where the game says it waits.
  await expect(page.getByTestId('organizer-stage')).toBeVisible();
}

test('scores entered without signal survive a reload, go when the connection returns, and a conflict asks which stands', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const created = await api.create({ occurs: daysAhead(9).iso });
  const teams = await signUpTeams(request, created.id, 3);
  await api.closeSignups(created.id);
  const detail = await api.drawSnake(created.id, 3);
  const [first, second] = detail.games;
  const firstSets = [{ a: 21, b: 15 }, { a: 21, b: 17 }];
  const secondSets = [{ a: 17, b: 21 }, { a: 21, b: 19 }, { a: 15, b: 10 }];
  const otherSets = [{ a: 21, b: 11 }, { a: 21, b: 12 }];

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ORGANIZER_ACCOUNT);
  await page.goto(`/organizer/championships/${detail.id}`);
  await expect(page.getByTestId('organizer-game')).toHaveCount(detail.games.length);
  await controlled(page);
  // With the worker in control, the organizer's screens as they are used at the court (the worker keeps their files).
  await page.reload();
  await expect(page.getByTestId('organizer-game')).toHaveCount(detail.games.length);
  // The score screen opened once online, as an organizer does before the games start: its code is on the device.
  await page.getByTestId('organizer-game').first().click();
  await expect(page.getByRole('button', { name: 'Salvar placar' })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('organizer-game')).toHaveCount(detail.games.length);

  // No signal at the court: two scores are entered and kept on the device.
  await context.setOffline(true);
  await enterScore(page, detail, first!.id, firstSets);
  await enterScore(page, detail, second!.id, secondSets);
  const notes = page.getByTestId('kept-note');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText(/Pendente de envio · \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  // Meanwhile someone else saves the second game through the API.
  await api.saveScore(second!.id, otherSets, second!.version);

  // A reload without signal: both scores are still there, listed as waiting with their time.
  await page.reload();
  await keepOffline(page);
  const waiting = page.getByRole('list', { name: 'Placares guardados no aparelho' }).getByTestId('kept-score');
  await expect(waiting).toHaveCount(2, { timeout: 20_000 });
  await expect(waiting.nth(0)).toContainText(formatSets(firstSets));
  await expect(waiting.nth(1)).toContainText(formatSets(secondSets));
  await expect(waiting.nth(0)).toContainText(/Pendente de envio · \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);
  // The championship itself opens from the worker's last answers, games included.
  await expect(page.getByTestId('organizer-game')).toHaveCount(detail.games.length);
  await page.screenshot({ path: `${SHOTS}/outbox-pending.png` });

  // The connection returns: the first goes; the second meets the score saved meanwhile and asks which stands.
  await context.setOffline(false);
  const conflicts = page.getByRole('list', { name: 'Outro placar foi salvo antes' }).getByTestId('kept-score');
  // Well before the outbox's own retry (20 s): the device coming back online sends it.
  await expect(conflicts).toHaveCount(1, { timeout: 15_000 });
  await expect(conflicts).toContainText(`O seu: ${formatSets(secondSets)}`);
  await expect(conflicts).toContainText(`O salvo: ${formatSets(otherSets)}`);
  await expect(waiting).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/outbox-conflict.png` });
  await conflicts.getByRole('button', { name: 'Manter o meu' }).click();
  await expect(page.getByTestId('kept-scores')).toHaveCount(0, { timeout: 20_000 });

  // Sent once each: the first on its version, the second over the other save.
  const after = await api.detail(detail.id);
  expect(after.games.find((game) => game.id === first!.id)).toMatchObject({ status: 'finalizado', sets: firstSets, version: 1 });
  expect(after.games.find((game) => game.id === second!.id)).toMatchObject({ status: 'finalizado', sets: secondSets, version: 2 });

  // An athlete's Jogos tab shows both.
  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await signIn(athlete, teams[0]!.members[0]);
  await athlete.goto(`/championship/${detail.id}/details?aba=jogos`);
  const card = (gameId: string) => {
    const game = detail.games.find((candidate) => candidate.id === gameId)!;
    return athlete.getByTestId('game-card').filter({ hasText: teamName(detail, game.teamAId) }).filter({ hasText: teamName(detail, game.teamBId) });
  };
  await expect(card(first!.id)).toContainText(`Sets: ${formatSets(firstSets)}`);
  await expect(card(second!.id)).toContainText(`Sets: ${formatSets(secondSets)}`);
  await athleteContext.close();
  await context.close();
});

test('an athlete’s report without signal waits under the game, survives a reload and goes when the connection returns', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const created = await api.create({ occurs: daysAhead(9).iso });
  const teams = await signUpTeams(request, created.id, 3);
  await api.closeSignups(created.id);
  const detail = await api.drawSnake(created.id, 3);
  const mine = teams[0]!;
  const game = detail.games.find((candidate) => candidate.teamAId === mine.id || candidate.teamBId === mine.id)!;
  const [a, b] = [teamName(detail, game.teamAId), teamName(detail, game.teamBId)];
  const sets = [{ a: 21, b: 18 }, { a: 21, b: 16 }];

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, mine.members[0]);
  const jogos = `/championship/${detail.id}/details?aba=jogos`;
  await page.goto(jogos);
  await controlled(page);
  await page.reload();
  const card = page.getByTestId('game-card').filter({ hasText: a }).filter({ hasText: b });
  await expect(card.getByRole('button', { name: 'Informar placar' })).toBeVisible();

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Informar placar' }).click();
  const form = card.getByRole('form', { name: 'Informar placar do jogo' });
  for (const [index, set] of sets.entries()) {
    await form.getByLabel(`Pontos de ${a} no set ${index + 1}`).fill(String(set.a));
    await form.getByLabel(`Pontos de ${b} no set ${index + 1}`).fill(String(set.b));
  }
  await form.getByRole('button', { name: 'Enviar placar' }).click();
  const kept = card.getByTestId('kept-score');
  await expect(kept).toContainText(`Seu placar: ${formatSets(sets)}`);
  await expect(kept).toContainText(/Pendente de envio · \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}/);

  await page.reload();
  await keepOffline(page);
  await expect(kept).toContainText(`Seu placar: ${formatSets(sets)}`, { timeout: 20_000 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/outbox-athlete-pending.png` });

  await context.setOffline(false);
  await expect(kept).toHaveCount(0, { timeout: 15_000 });
  await expect(card).toContainText('Aguardando a confirmação do outro time.', { timeout: 20_000 });
  const games = await request.get(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${detail.id}/games`, { headers: { Authorization: `Bearer ${mine.members[0].token}` } });
  const reported = ((await games.json()) as Game[]).find((candidate) => candidate.id === game.id)!;
  expect(reported.report).toMatchObject({ status: 'pending', sets });
  await context.close();
});
