import { mkdirSync } from 'node:fs';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { GroupRow, ResultRow } from '@areia/shared/core/schemas/standings';
import { daysAhead, ORGANIZER_ACCOUNT, organizerApi, signUpTeams, type Athlete } from '../../support/organizer';
import { apiLogin, signIn } from '../../support/session';
import { SHOTS } from '../../support/shots';

mkdirSync(SHOTS, { recursive: true });

async function signedInPage(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, credentials);
  return page;
}

/**
 * The list's card of one championship, found by its title through the search box: under "Todos" while it is still to
 * come, under "Encerrados" (and no longer under "Todos") once finished or cancelled.
 */
async function cardOf(page: Page, title: string, over: boolean) {
  await page.goto('/championships');
  await page.getByLabel('Buscar campeonato').fill(title);
  if (over) {
    // The search answers after a pause: wait for "Todos" to say it has none.
    await expect(page.getByText('Nenhum campeonato encontrado')).toBeVisible();
    await page.getByRole('tab', { name: 'Encerrados' }).click();
  }
  // The search answers after a pause: wait for the list to hold this card alone.
  await expect(page.getByTestId('championship-card')).toHaveCount(1);
  const card = page.getByTestId('championship-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  return card;
}

/** The card, the championship's page and the home's next game say the same stage. */
async function expectStage(page: Page, championship: { id: string; title: string }, label: string, shot: string) {
  const card = await cardOf(page, championship.title, label === 'Encerrado' || label === 'Cancelado');
  await expect(card.getByTestId('championship-status')).toHaveText(label);
  // The list's screen as the athlete sees it (a card alone hides under the tab bar).
  await page.screenshot({ path: `${SHOTS}/lifecycle-${shot}-card.png` });
  await page.goto(`/championship/${championship.id}`);
  await expect(page.getByTestId('championship-stage')).toHaveText(label);
  await page.screenshot({ path: `${SHOTS}/lifecycle-${shot}-detail.png` });
}

test('the card, the detail and the home agree at every stage, and the organizer finishes with a podium', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const title = `Ciclo ${Date.now().toString(36)}`;
  const created = await api.create({ title, occurs: daysAhead(9).iso });
  const teams = await signUpTeams(request, created.id, 3);
  const athlete: Athlete = teams[0]!.members[0];
  const page = await signedInPage(browser, athlete);

  // Open sign-ups: the price and the sign-up offer; the athlete is in, so the button says so.
  await expectStage(page, created, 'Inscrições abertas', 'open');
  await expect(page.getByTestId('free-slots')).toHaveText('5Vagas restantes');
  await expect(page.getByRole('button', { name: 'Retirar inscrição' })).toBeVisible();

  // Closed by the organizer: still before the draw, a team may still leave.
  await api.closeSignups(created.id);
  await expectStage(page, created, 'Inscrições fechadas', 'closed');
  await expect(page.getByRole('button', { name: /^Inscrever-se/ })).toBeDisabled();

  // The draw starts it (games from an hour ago: today). No sign-up, no free slots, no withdrawal any more.
  const drawn = await api.drawSnake(created.id, 3);
  await expectStage(page, created, 'Ao vivo', 'ongoing');
  await expect(page.getByTestId('stage-note')).toHaveText('Os grupos já foram sorteados: o campeonato está em andamento e não recebe novas inscrições.');
  await expect(page.getByRole('button', { name: /^Inscrever-se/ })).toHaveCount(0);
  await expect(page.getByTestId('free-slots')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retirar inscrição' })).toHaveCount(0);
  await page.goto('/home');
  await expect(page.getByTestId('next-game-stage')).toHaveText('Ao vivo');
  await page.screenshot({ path: `${SHOTS}/lifecycle-ongoing-home.png` });

  // Geral lists every team before anyone plays.
  await page.goto(`/championship/${created.id}/details?aba=geral`);
  await expect(page.getByTestId('result-row')).toHaveCount(3);
  for (const row of await page.getByTestId('result-row').all()) await expect(row.getByRole('cell').nth(1)).toHaveText('0');

  // Two of three games played: Grupos' P is what each row's explanation says.
  const [first, second, third] = drawn.games;
  await api.saveScore(first!.id, [{ a: 21, b: 15 }, { a: 21, b: 17 }], first!.version);
  await api.saveScore(second!.id, [{ a: 19, b: 21 }, { a: 21, b: 18 }, { a: 15, b: 12 }], second!.version);
  const groupsAnswer = page.waitForResponse((response) => response.url().endsWith(`/${created.id}/groups`));
  await page.goto(`/championship/${created.id}/details?aba=grupos`);
  const rows = (await (await groupsAnswer).json()) as GroupRow[];
  const table = page.getByRole('table', { name: 'Grupo A' });
  for (const row of rows) {
    const line = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: row.members, exact: true }) });
    // Cells: #, J, P, V, D, S.
    await expect(line.getByRole('cell').nth(0)).toHaveText(String(row.position));
    await expect(line.getByRole('cell').nth(2)).toHaveText(String(row.points));
    if (row.games > 0) {
      await expect(table.getByLabel(`Critério de ${row.members}`)).toHaveText(new RegExp(`^${row.points} pontos? \\(`));
    }
  }
  // A loss is worth 1 match point: the team that lost both of its games so far has P = its defeats.
  const loser = rows.find((row) => row.wins === 0 && row.games > 0);
  if (loser) expect(loser.points).toBe(loser.defeats);
  await page.screenshot({ path: `${SHOTS}/lifecycle-groups.png` });

  // The organizer tries to finish with a game left: refused with the count, nothing changes.
  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${created.id}`);
  await expect(organizer.getByTestId('organizer-stage')).toHaveText('Em andamento');
  await organizer.getByRole('button', { name: 'Finalizar campeonato' }).click();
  const finish = organizer.getByRole('group', { name: 'Finalizar campeonato' });
  await finish.getByRole('button', { name: 'Finalizar campeonato' }).click();
  await expect(finish.getByRole('alert')).toHaveText('Ainda há 1 jogo sem resultado');
  await finish.getByRole('button', { name: 'Voltar' }).click();

  // The last game, then the finish from the organizer's screen.
  await api.saveScore(third!.id, [{ a: 21, b: 10 }, { a: 21, b: 12 }], third!.version);
  await organizer.reload();
  await organizer.getByRole('button', { name: 'Finalizar campeonato' }).click();
  await expect(finish).toContainText('Finalizar o campeonato? As colocações finais são calculadas');
  await finish.evaluate((group) => window.scrollBy(0, group.getBoundingClientRect().top - 320));
  await organizer.screenshot({ path: `${SHOTS}/lifecycle-organizer-finish.png` });
  await finish.getByRole('button', { name: 'Finalizar campeonato' }).click();
  await expect(organizer.getByTestId('organizer-stage')).toHaveText('Encerrado');
  await expect(organizer.getByRole('button', { name: 'Reabrir campeonato' })).toBeVisible();
  await expect(organizer.getByRole('button', { name: 'Cancelar campeonato' })).toHaveCount(0);
  await organizer.evaluate(() => window.scrollTo(0, 0));
  await organizer.screenshot({ path: `${SHOTS}/lifecycle-organizer-finished.png` });

  // Finished: Encerrado everywhere; the home has no next game from it; Geral is the final classification.
  await expectStage(page, created, 'Encerrado', 'finished');
  await expect(page.getByTestId('stage-note')).toHaveText('Campeonato encerrado. A classificação final está na aba Geral.');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Ranking Geral' })).toBeVisible();
  await expect(page.getByTestId('next-game')).toHaveCount(0);
  const resultsAnswer = page.waitForResponse((response) => response.url().endsWith(`/${created.id}/results`));
  await page.goto(`/championship/${created.id}/details?aba=geral`);
  const results = (await (await resultsAnswer).json()) as ResultRow[];
  expect(results.map((row) => row.placement)).toEqual([1, 2, 3]);
  const podium = page.getByTestId('podium');
  await expect(podium).toBeVisible();
  await expect(podium.getByLabel(`1º lugar: ${results[0]!.members}`)).toBeVisible();
  await expect(page.getByTestId('result-row').getByRole('cell').first()).toHaveText('1º');
  await expect(page.getByTestId('result-row').nth(2).getByRole('cell').first()).toHaveText('3º');
  await page.screenshot({ path: `${SHOTS}/lifecycle-podium.png` });
  await organizer.context().close();
  await page.context().close();
});

test('a cancelled championship reads Cancelado on its card and tells athletes why', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const title = `Cancelado ${Date.now().toString(36)}`;
  const created = await api.create({ title, occurs: daysAhead(12).iso });
  const [team] = await signUpTeams(request, created.id, 1);

  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${created.id}`);
  await organizer.getByRole('button', { name: 'Cancelar campeonato' }).click();
  const cancel = organizer.getByRole('group', { name: 'Cancelar campeonato' });
  await expect(cancel.getByRole('button', { name: 'Cancelar campeonato' })).toBeDisabled();
  await cancel.getByLabel('Motivo do cancelamento').fill('Ressaca forte prevista para o fim de semana');
  await cancel.getByRole('button', { name: 'Cancelar campeonato' }).click();
  await expect(organizer.getByTestId('organizer-stage')).toHaveText('Cancelado');
  await expect(organizer.getByText('Cancelado: Ressaca forte prevista para o fim de semana')).toBeVisible();
  await organizer.screenshot({ path: `${SHOTS}/lifecycle-organizer-cancelled.png` });

  const page = await signedInPage(browser, team!.members[0]);
  await expectStage(page, created, 'Cancelado', 'cancelled');
  await expect(page.getByTestId('cancel-reason')).toHaveText('Cancelado pelo organizador: Ressaca forte prevista para o fim de semana');
  await expect(page.getByRole('button', { name: /^Inscrever-se/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retirar inscrição' })).toHaveCount(0);
  // Told apart from open sign-ups at a glance (red), and no date to keep.
  await expect(page.getByTestId('championship-stage')).toHaveClass(/areia-chip--danger/);
  await expect(page.getByRole('button', { name: 'Adicionar à agenda' })).toHaveCount(0);
  await expectNoSeriousViolationsInBothThemes(page, 'campeonato cancelado', { shot: 'lifecycle-cancelled-chip' });
  await organizer.context().close();
  await page.context().close();
});
