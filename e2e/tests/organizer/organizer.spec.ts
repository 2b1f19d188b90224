import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import type { OrganizerChampionship, OrganizerChampionshipDetail, OrganizerChampionshipWithGames, OrganizerGame } from '@areia/shared/core/schemas/organizer';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import type { GroupRow } from '@areia/shared/core/schemas/standings';
import { anHourAgo, bannerPng, daysAhead, newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi, signUpTeams, type SignedUpTeam } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { SHOTS } from '../../support/shots';

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/organizer-${name}.png`, fullPage: true });

/** A browser context signed in as someone (the organizer or an athlete), each on its own storage. */
async function signedInPage(browser: Browser, credentials: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, credentials);
  return page;
}

/** 'Quadra 1' whether the API names the court '1' or 'Quadra 1'. */
const courtLabel = (court: string) => (/^quadra\b/i.test(court) ? court : `Quadra ${court}`);

const teamName = (detail: OrganizerChampionshipDetail, teamId: string) => detail.teams.find((team) => team.id === teamId)!.name;
/** The game between two teams, with both teams' names (games name teams by id; the names are in `teams`). */
type NamedGame = OrganizerGame & { teamA: string; teamB: string };
const gameBetween = (detail: OrganizerChampionshipWithGames, x: string, y: string): NamedGame => {
  const game = detail.games.find((candidate) => (candidate.teamAId === x && candidate.teamBId === y) || (candidate.teamAId === y && candidate.teamBId === x))!;
  return { ...game, teamA: teamName(detail, game.teamAId), teamB: teamName(detail, game.teamBId) };
};

/** The athletes' Jogos card of a game: its accessible name starts with the spec's title and names both teams. */
const athleteGameCard = (page: Page, game: NamedGame) =>
  page.getByTestId('game-card').filter({ hasText: game.teamA }).filter({ hasText: game.teamB });

test('the organizer creates a championship, closes sign-ups, draws pools and enters a score; the athlete sees it on Jogos and Geral', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  const [arena] = (await (await request.get(`${apiUrl()}/api/arenas?limit=1`)).json()) as { id: string; name: string }[];

  await organizer.goto('/organizer');
  await expect(organizer.getByRole('heading', { name: 'Meus campeonatos' })).toBeVisible();
  await shot(organizer, 'list');

  await organizer.getByRole('link', { name: 'Novo campeonato' }).click();
  await expect(organizer.getByRole('heading', { name: 'Novo campeonato' })).toBeVisible();
  // Bad input: messages under the fields, nothing sent, nothing typed is lost.
  await organizer.getByLabel('Título').fill('ab');
  await organizer.getByLabel('Telefone de contato (com DDD)').fill('123');
  await organizer.getByRole('button', { name: 'Criar campeonato' }).click();
  await expect(organizer.getByText('Informe o título do campeonato (até 120 caracteres)')).toBeVisible();
  await expect(organizer.getByText('Escolha a arena')).toBeVisible();
  await expect(organizer.getByText('Informe a data e o horário')).toBeVisible();
  await expect(organizer.getByLabel('Título')).toHaveValue('ab');
  await shot(organizer, 'form-errors');

  const title = `Copa Organizador ${Date.now().toString(36)}`;
  const when = daysAhead(12);
  await organizer.getByLabel('Título').fill(title);
  await organizer.getByLabel('Categoria').selectOption('Open');
  await organizer.getByLabel('Data', { exact: true }).fill(when.date);
  await organizer.getByLabel('Horário', { exact: true }).fill('08:30');
  await organizer.getByRole('searchbox', { name: 'Buscar arena' }).fill(arena!.name);
  await organizer.getByRole('button', { name: new RegExp(arena!.name) }).first().click();
  await expect(organizer.getByTestId('arena-chosen')).toHaveText(`Arena escolhida: ${arena!.name}`);
  await organizer.getByLabel('Máximo de times').fill('8');
  // Free: this flow is about the draw and the scores (paying is payments/pix.spec.ts).
  await organizer.getByLabel('Preço por pessoa (R$)').fill('0,00');
  await organizer.getByLabel('Telefone de contato (com DDD)').fill('(21) 99876-5432');
  await organizer.getByLabel('Descrição').fill('Duplas, grupos de 4 e mata-mata.');
  await shot(organizer, 'form');
  // A date that has passed is refused in pt-BR before anything is sent.
  await organizer.getByLabel('Data', { exact: true }).fill(daysAhead(-1).date);
  await organizer.getByRole('button', { name: 'Criar campeonato' }).click();
  await expect(organizer.getByText('A data do campeonato já passou: escolha uma data e um horário futuros')).toBeVisible();
  await organizer.getByLabel('Data', { exact: true }).fill(when.date);
  await organizer.getByRole('button', { name: 'Criar campeonato' }).click();

  // Created: its management page; the banner is sent from "Editar".
  await expect(organizer).toHaveURL(/\/organizer\/championships\/[0-9a-f-]{36}$/);
  const championshipId = organizer.url().split('/').at(-1)!;
  await expect(organizer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await organizer.getByRole('link', { name: 'Editar' }).click();
  await expect(organizer).toHaveURL(new RegExp(`/organizer/championships/${championshipId}/edit$`));
  await expect(organizer.getByLabel('Título')).toHaveValue(title);
  await expect(organizer.getByLabel('Horário', { exact: true })).toHaveValue('08:30');
  // The banner: shrunk in the browser, re-encoded by the API, shown at once.
  await organizer.getByLabel('Escolher imagem do banner').setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: bannerPng() });
  await expect(organizer.getByText('Banner atualizado')).toBeVisible();
  await expect(organizer.locator(`form img[src^="${apiUrl()}"]`)).toBeVisible();
  await shot(organizer, 'edit');

  const teams = await signUpTeams(request, championshipId, 4);
  const athlete = await signedInPage(browser, teams[0]!.members[0]);

  await organizer.goto(`/organizer/championships/${championshipId}`);
  await expect(organizer.getByText('4 de 8 times')).toBeVisible();
  await organizer.getByRole('button', { name: 'Encerrar inscrições' }).click();
  await organizer.getByRole('group', { name: 'Encerrar inscrições' }).getByRole('button', { name: 'Encerrar inscrições' }).click();
  await expect(organizer.getByRole('form', { name: 'Sortear grupos' })).toBeVisible();
  await shot(organizer, 'draw');

  const draw = organizer.getByRole('form', { name: 'Sortear grupos' });
  await draw.getByLabel('Times por grupo').selectOption('4');
  // The games start now, so their scores are taken (never more than an hour before a game).
  await draw.getByLabel('Data de início').fill(anHourAgo().date);
  await draw.getByLabel('Horário de início').fill(anHourAgo().time);
  await draw.getByLabel('Quadras').fill('2');
  await draw.getByLabel('Minutos por jogo').fill('30');
  await draw.getByRole('button', { name: 'Sortear grupos' }).click();
  // The draw closes sign-ups for good: it asks first, naming the teams and the pools.
  await expect(draw.getByTestId('draw-confirm')).toHaveText('Sortear 4 times em 1 grupo? As inscrições serão encerradas e nenhum time poderá entrar ou sair.');
  await draw.getByRole('button', { name: 'Confirmar sorteio' }).click();
  await expect(organizer.getByTestId('organizer-pool')).toHaveCount(1);
  await expect(organizer.getByTestId('organizer-game')).toHaveCount(6);
  await shot(organizer, 'pools');

  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const detail = await organizerApi(request, token).detail(championshipId);
  const game = gameBetween(detail, teams[0]!.id, teams[1]!.id);

  // The athlete opens Jogos before the score: phase, group, court and time, no score yet.
  await athlete.goto(`/championship/${championshipId}/details?aba=jogos`);
  const card = athleteGameCard(athlete, game);
  await expect(card.getByTestId('game-where')).toContainText(`Grupos · Grupo ${game.group} · ${courtLabel(game.court!)} · `);
  await expect(card.getByTestId('game-where')).not.toContainText('Quadra Quadra');
  await expect(card).toContainText('...');

  await organizer.getByRole('link', { name: `Lançar placar: ${game.teamA} x ${game.teamB}` }).click();
  await expect(organizer.getByRole('heading', { name: 'Placar do jogo' })).toBeVisible();
  const setInput = (n: number, team: string) => organizer.getByLabel(`Pontos de ${team} no set ${n}`);
  await setInput(1, game.teamA).fill('21');
  await setInput(1, game.teamB).fill('20');
  await setInput(2, game.teamA).fill('21');
  await setInput(2, game.teamB).fill('15');
  await organizer.getByRole('button', { name: 'Salvar placar' }).click();
  // The shared rule refuses before sending, naming the set; what was typed stays.
  await expect(organizer.getByTestId('score-error')).toHaveText(/^Set 1: /);
  await expect(setInput(1, game.teamB)).toHaveValue('20');
  await shot(organizer, 'score-error');
  await setInput(1, game.teamB).fill('18');
  await shot(organizer, 'score');
  await organizer.getByRole('button', { name: 'Salvar placar' }).click();
  await expect(organizer).toHaveURL(new RegExp(`/organizer/championships/${championshipId}$`));
  await expect(organizer.getByRole('link', { name: `Corrigir placar: ${game.teamA} x ${game.teamB}` })).toContainText('2 x 0');
  await shot(organizer, 'scored');

  // No reload: the athlete's open Jogos tab re-reads itself while visible (live at the court).
  await expect(card).toContainText('Sets: 21-18, 21-15', { timeout: 10_000 });
  await expect(card.getByTestId('game-where')).toContainText(courtLabel(game.court!));

  await athlete.getByRole('tab', { name: 'Geral' }).click();
  const rowOf = (team: SignedUpTeam) => athlete.getByRole('row').filter({ hasText: team.members[0].nickname });
  // J 1, P 2, V 1 for the team that won; J 1, P 1 (a loss is 1 match point), V 0 for the other.
  await expect(rowOf(teams[0]!).getByRole('cell').nth(1)).toHaveText('1');
  await expect(rowOf(teams[0]!).getByRole('cell').nth(2)).toHaveText('2');
  await expect(rowOf(teams[0]!).getByRole('cell').nth(3)).toHaveText('1');
  await expect(rowOf(teams[1]!).getByRole('cell').nth(1)).toHaveText('1');
  await expect(rowOf(teams[1]!).getByRole('cell').nth(2)).toHaveText('1');
  await expect(rowOf(teams[1]!).getByRole('cell').nth(3)).toHaveText('0');
  await organizer.context().close();
  await athlete.context().close();
});

test('an athlete who does not organize sees "sem acesso" under /organizer and goes back home', async ({ page, request }) => {
  const athlete = await newSignedInAthlete(request, 'semacesso');
  await signIn(page, athlete);
  await page.goto('/organizer');
  await expect(page.getByTestId('organizer-no-access')).toContainText('Sem acesso');
  await expect(page.getByText('Esta área é só para organizadores de campeonatos.')).toBeVisible();
  await shot(page, 'no-access');
  await page.goto('/organizer/championships/new');
  await expect(page.getByTestId('organizer-no-access')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Criar campeonato' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar para a home' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // No organizer link on the profile of an athlete who does not organize.
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Área do organizador' })).toHaveCount(0);
});

test('the organizer reaches the area from the profile', async ({ page }) => {
  await signIn(page, ORGANIZER_ACCOUNT);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Área do organizador' }).click();
  await expect(page).toHaveURL(/\/organizer$/);
  await expect(page.getByRole('heading', { name: 'Meus campeonatos' })).toBeVisible();
});

test("the organizer's championships arrive a page at a time as they scroll, in the API's order, each once", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  /** Every championship of the seed organizer, walked through the API's pages (latest date first). */
  async function everyChampionship(): Promise<OrganizerChampionship[]> {
    const found: OrganizerChampionship[] = [];
    let next: string | null = null;
    do {
      const response: APIResponse = await request.get(`${apiUrl()}/api/organizer/championships?limit=100${next ? `&cursor=${next}` : ''}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status()).toBe(200);
      found.push(...((await response.json()) as OrganizerChampionship[]));
      next = response.headers()['x-next-cursor'] ?? null;
    } while (next);
    return found;
  }
  // Pages taller than the screen and its preload margin (10 cards), and more than two of them: the seed's dozen plus
  // championships created here, a day apart, months ahead.
  const PAGE = 10;
  const api = organizerApi(request, token);
  const existing = (await everyChampionship()).length;
  for (let index = existing; index < 2 * PAGE + 5; index += 1) {
    await api.create({ title: `Copa Rolagem ${index} ${Date.now().toString(36)}`, occurs: daysAhead(200 + index).iso, description: 'x'.repeat(2000) });
  }
  const all = await everyChampionship();
  expect(all.length).toBeGreaterThan(2 * PAGE);
  expect(all[0]).not.toHaveProperty('description');

  // Smaller pages than the screen asks for, from the real API, so the list spans three pages with real cursors.
  const asked: URL[] = [];
  await page.route(
    (url) => url.pathname === '/api/organizer/championships',
    async (route) => {
      const url = new URL(route.request().url());
      asked.push(new URL(url.href));
      url.searchParams.set('limit', String(PAGE));
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    },
  );
  await signIn(page, ORGANIZER_ACCOUNT);
  await page.goto('/organizer');
  const cards = page.getByRole('list', { name: 'Meus campeonatos' }).getByRole('listitem');
  await expect(cards).toHaveCount(PAGE);
  expect(asked.map((url) => url.searchParams.get('cursor'))).toEqual([null]);
  expect(asked[0]!.searchParams.get('limit')).toBe(String(PAGE_SIZE));
  await expect(cards.nth(0)).toContainText(all[0]!.title);

  // Scrolling to the end brings the next page, in order after the first. (A wheel still rolling when it arrives may
  // bring the third one too: how many pages a scroll brings is the scroll's, what is checked is their order.)
  await cards.nth(PAGE - 1).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards.nth(PAGE)).toContainText(all[PAGE]!.title);
  expect(asked[1]!.searchParams.get('cursor')).toBeTruthy();

  // "Carregar mais" is the fallback; after the last page it is gone and every championship is there once, in order,
  // each page asked for once.
  const more = page.getByRole('button', { name: 'Carregar mais' });
  await expect(async () => {
    // The button leaves when the last page arrives, maybe between seeing it and tapping it: a short try, then again.
    if (await more.isVisible()) await more.click({ timeout: 2_000 });
    else await page.mouse.wheel(0, 10_000);
    await expect(cards).toHaveCount(all.length, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(more).toHaveCount(0);
  const shown = await cards.getByRole('heading', { level: 2 }).allTextContents();
  expect(shown).toEqual(all.map((championship) => championship.title));
  const cursors = asked.map((url) => url.searchParams.get('cursor'));
  expect(new Set(cursors).size, `páginas pedidas: ${cursors.join(', ')}`).toBe(cursors.length);
  expect(asked.length).toBe(Math.ceil(all.length / PAGE));
  const leme = all.find((championship) => championship.title === 'Rei da Praia Leme')!;
  await expect(cards.filter({ hasText: leme.title })).toContainText(`${leme.teamsCount} de ${leme.maxTeams} times`);
});

async function drawnChampionship(request: Parameters<typeof organizerApi>[0], teamCount: number) {
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const created = await api.create({ occurs: daysAhead(9).iso });
  const teams = await signUpTeams(request, created.id, teamCount);
  await api.closeSignups(created.id);
  const detail = await api.drawSnake(created.id, 3);
  return { api, detail, teams };
}

test('a player reports a score and a player of the other team confirms it', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { detail, teams } = await drawnChampionship(request, 3);
  const [home, away] = teams as [SignedUpTeam, SignedUpTeam];
  const game = gameBetween(detail, home.id, away.id);
  const homeName = teamName(detail, home.id);
  const awayName = teamName(detail, away.id);

  const reporter = await signedInPage(browser, home.members[1]);
  await reporter.goto(`/championship/${detail.id}/details?aba=jogos`);
  const reporterCard = athleteGameCard(reporter, game);
  await reporterCard.getByRole('button', { name: 'Informar placar' }).click();
  const form = reporterCard.getByRole('form', { name: 'Informar placar do jogo' });
  // The home team won 21-17, 19-21, 15-11, typed under each team's own column whatever side it is on.
  await form.getByLabel(`Pontos de ${homeName} no set 1`).fill('21');
  await form.getByLabel(`Pontos de ${awayName} no set 1`).fill('17');
  await form.getByLabel(`Pontos de ${homeName} no set 2`).fill('19');
  await form.getByLabel(`Pontos de ${awayName} no set 2`).fill('21');
  await form.getByRole('button', { name: 'Enviar placar' }).click();
  // Best of 3 at 1–1: the rule asks for set 3 before anything is sent.
  await expect(form.getByRole('alert')).toHaveText(/^Set 3: /);
  await form.getByLabel(`Pontos de ${homeName} no set 3`).fill('15');
  await form.getByLabel(`Pontos de ${awayName} no set 3`).fill('11');
  await form.getByRole('button', { name: 'Enviar placar' }).click();
  await expect(reporterCard).toContainText('Aguardando a confirmação do outro time.');
  await expect(reporterCard.getByRole('button', { name: 'Confirmar placar' })).toHaveCount(0);
  await expect(reporterCard).toContainText('...');

  const confirmer = await signedInPage(browser, away.members[0]);
  await confirmer.goto(`/championship/${detail.id}/details?aba=jogos`);
  const confirmerCard = athleteGameCard(confirmer, game);
  await expect(confirmerCard).toContainText(`Placar informado por ${home.members[1].nickname}`);
  await confirmer.screenshot({ path: `${SHOTS}/organizer-athlete-confirm.png`, fullPage: true });
  await confirmerCard.getByRole('button', { name: 'Confirmar placar' }).click();
  const homeIsA = game.teamAId === home.id;
  await expect(confirmerCard).toContainText(homeIsA ? 'Sets: 21-17, 19-21, 15-11' : 'Sets: 17-21, 21-19, 11-15');
  await expect(confirmerCard).toContainText('(finalizado)');

  // The reporter's open tab shows it final by itself, no reload (live at the court).
  await expect(reporterCard).toContainText('(finalizado)', { timeout: 10_000 });
  await expect(reporterCard.getByRole('button', { name: 'Informar placar' })).toHaveCount(0);
  await reporter.context().close();
  await confirmer.context().close();
});

test('a three-way tie ranks by the point ratio among the tied teams and says why', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { api, detail, teams } = await drawnChampionship(request, 3);
  const [t1, t2, t3] = teams.map((team) => team.id) as [string, string, string];
  // Each team wins once: T1 beats T2 21-10 21-10, T2 beats T3 21-19 21-19, T3 beats T1 21-19 21-19.
  // Among the three: T1 80 for / 62 against (1,290), T3 80/80 (1,000), T2 62/80 (0,775) → T1, T3, T2.
  const results: [string, string, [number, number][]][] = [
    [t1, t2, [[21, 10], [21, 10]]],
    [t2, t3, [[21, 19], [21, 19]]],
    [t3, t1, [[21, 19], [21, 19]]],
  ];
  for (const [winner, loser, sets] of results) {
    const game = gameBetween(detail, winner, loser);
    const winnerIsA = game.teamAId === winner;
    await api.saveScore(game.id, sets.map(([w, l]) => (winnerIsA ? { a: w, b: l } : { a: l, b: w })), game.version);
  }

  const viewer = await newSignedInAthlete(request, 'empate');
  const page = await signedInPage(browser, viewer);
  const groupsAnswer = page.waitForResponse((r) => r.url().endsWith(`/${detail.id}/groups`));
  await page.goto(`/championship/${detail.id}/details?aba=grupos`);
  const rows = (await (await groupsAnswer).json()) as GroupRow[];
  const members = (id: string) => rows.find((row) => row.team_id === id)!.members;
  const table = page.getByRole('table', { name: `Grupo ${rows[0]!.group_label}` });
  await expect(table.getByRole('rowheader')).toHaveText([members(t1), members(t3), members(t2)]);
  await expect(table.getByRole('columnheader')).toHaveText(['#', 'Time', 'J', 'P', 'V', 'D', 'S']);
  await expect(page.getByLabel('Legenda', { exact: true }).getByRole('definition')).toHaveText(['Jogos', 'Pontos', 'Vitórias', 'Derrotas', 'Saldo']);
  const why = table.getByTestId('tie-break');
  await expect(why.nth(0)).toContainText('melhor razão de pontos entre os empatados (1,290)');
  await expect(why.nth(1)).toContainText('razão intermediária de pontos entre os empatados (1,000)');
  await expect(why.nth(2)).toContainText('pior razão de pontos entre os empatados (0,775)');
  await expect(why.nth(0)).toContainText(/empate com .+ e .+: melhor razão/);
  await page.screenshot({ path: `${SHOTS}/organizer-athlete-tie.png`, fullPage: true });

  // The organizer's pool table explains the same order.
  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${detail.id}`);
  const pool = organizer.getByTestId('organizer-pool');
  // The same columns as the athletes' group table, with the same legend.
  await expect(pool.getByRole('columnheader')).toHaveText(['#', 'Time', 'J', 'P', 'V', 'D', 'S']);
  await expect(organizer.getByLabel('Legenda', { exact: true }).getByRole('definition')).toHaveText(['Jogos', 'Pontos', 'Vitórias', 'Derrotas', 'Saldo']);
  await expect(pool.getByRole('row').nth(1)).toContainText(teamName(detail, t1));
  await expect(pool.getByRole('row').nth(1)).toContainText('melhor razão de pontos entre os empatados');
  await expect(pool.getByRole('row').nth(3)).toContainText(teamName(detail, t2));
  await shot(organizer, 'tie');

  // Every pool game is final: the organizer publishes the knockout (top 2 of the pool → the final).
  const knockout = organizer.getByRole('form', { name: 'Publicar eliminatórias' });
  await knockout.getByLabel('Classificados por grupo').fill('0');
  await knockout.getByRole('button', { name: 'Publicar eliminatórias' }).click();
  await expect(knockout.getByText('Classificados por grupo inválido')).toBeVisible();
  await knockout.getByLabel('Classificados por grupo').fill('2');
  await knockout.getByLabel('Melhores terceiros').fill('0');
  await shot(organizer, 'knockout');
  await knockout.getByRole('button', { name: 'Publicar eliminatórias' }).click();
  // Irreversible: it asks first, saying what it will do; nothing is published until confirmed.
  await expect(knockout.getByTestId('knockout-confirm')).toHaveText(
    'Publicar as eliminatórias com 2 classificados por grupo? Os jogos serão criados e os atletas avisados; não dá para desfazer.',
  );
  await expect(organizer.getByRole('region', { name: 'Final' })).toHaveCount(0);
  await knockout.getByRole('button', { name: 'Confirmar e publicar' }).click();
  await expect(organizer.getByText('Eliminatórias', { exact: true })).toBeVisible();
  const final = organizer.getByRole('region', { name: 'Final' });
  await expect(final.getByTestId('organizer-game')).toHaveCount(1);
  await expect(final.getByTestId('organizer-game')).toContainText(teamName(detail, t1));
  await expect(final.getByTestId('organizer-game')).toContainText(teamName(detail, t3));
  await shot(organizer, 'knockout-published');

  // The athletes' Jogos tab names the final by its round, once, beside the pool games.
  await page.getByRole('tab', { name: 'Jogos' }).click();
  await expect(page.getByTestId('game-card').getByText('Final (agendado)', { exact: true })).toHaveCount(1);
  await expect(page.getByTestId('game-card').filter({ hasText: 'Final (agendado)' }).getByTestId('game-where')).not.toContainText('Final');
  await page.context().close();
  await organizer.context().close();
});

test('a score saved by someone else first is a 409 that reloads the game', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { api, detail, teams } = await drawnChampionship(request, 3);
  const game = gameBetween(detail, teams[0]!.id, teams[1]!.id);
  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${detail.id}/games/${game.id}`);
  await expect(organizer.getByLabel(`Pontos de ${game.teamA} no set 1`)).toBeVisible();
  // Someone else saves while this screen is open.
  await api.saveScore(game.id, [{ a: 21, b: 12 }, { a: 21, b: 13 }], game.version);
  await organizer.getByLabel(`Pontos de ${game.teamA} no set 1`).fill('15');
  await organizer.getByLabel(`Pontos de ${game.teamB} no set 1`).fill('21');
  await organizer.getByLabel(`Pontos de ${game.teamA} no set 2`).fill('15');
  await organizer.getByLabel(`Pontos de ${game.teamB} no set 2`).fill('21');
  await organizer.getByRole('button', { name: 'Salvar placar' }).click();
  await expect(organizer.getByText(/Outra pessoa salvou este placar antes de você/)).toBeVisible();
  // Reloaded: the other person's score is in the inputs, ready to be corrected on the new version.
  await expect(organizer.getByLabel(`Pontos de ${game.teamA} no set 1`)).toHaveValue('21');
  await expect(organizer.getByLabel(`Pontos de ${game.teamB} no set 1`)).toHaveValue('12');
  await organizer.context().close();
});

test('the organizer builds the groups by hand; the groups and their games hold the chosen teams', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const created = await api.create({ occurs: daysAhead(11).iso });
  const teams = await signUpTeams(request, created.id, 6);
  const closed = await api.closeSignups(created.id);
  const name = (team: SignedUpTeam) => teamName(closed, team.id);
  // Not the sign-up order the form starts from: 1st, 3rd, 5th in A; 2nd, 4th, 6th in B.
  const chosenA = [teams[0]!, teams[2]!, teams[4]!];
  const chosenB = [teams[1]!, teams[3]!, teams[5]!];

  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${created.id}`);
  const draw = organizer.getByRole('form', { name: 'Sortear grupos' });
  await draw.getByRole('radio', { name: 'Montar grupos à mão' }).check();
  await expect(draw.getByLabel('Número de grupos')).toHaveValue('2');
  const groupOf = (team: SignedUpTeam) => draw.getByLabel(`Grupo de ${name(team)}`);

  // Four in A and two in B: refused before sending, in the shared rule's words; the choices stay.
  for (const team of [...chosenA, chosenB[0]!]) await groupOf(team).selectOption('A');
  for (const team of chosenB.slice(1)) await groupOf(team).selectOption('B');
  await draw.getByRole('button', { name: 'Montar grupos' }).click();
  await expect(draw.getByTestId('manual-pools-error')).toHaveText('Grupo B: cada grupo precisa de 3 ou 4 times');
  await expect(groupOf(chosenB[0]!)).toHaveValue('A');
  await expect(organizer.getByTestId('organizer-pool')).toHaveCount(0);

  await groupOf(chosenB[0]!).selectOption('B');
  await expect(draw.getByTestId('manual-pool-counts')).toHaveText('Grupo A: 3 times · Grupo B: 3 times');
  await draw.getByLabel('Quadras').fill('3');
  // One 390×844 screen of the form, from its title down (below the sticky header).
  await draw.evaluate((form) => window.scrollBy(0, form.getBoundingClientRect().top - 72));
  await organizer.screenshot({ path: `${SHOTS}/organizer-manual-draw.png` });
  await draw.getByRole('button', { name: 'Montar grupos' }).click();
  await expect(draw.getByTestId('draw-confirm')).toContainText('Sortear 6 times em 2 grupos?');
  await draw.getByRole('button', { name: 'Confirmar sorteio' }).click();

  await expect(organizer.getByTestId('organizer-pool')).toHaveCount(2);
  await expect(organizer.getByTestId('organizer-game')).toHaveCount(6);
  const poolA = organizer.getByRole('region', { name: 'Grupo A', exact: true });
  const poolB = organizer.getByRole('region', { name: 'Grupo B', exact: true });
  for (const team of chosenA) {
    await expect(poolA).toContainText(name(team));
    await expect(poolB).not.toContainText(name(team));
  }
  for (const team of chosenB) await expect(poolB).toContainText(name(team));
  // Every game is between two teams of the same chosen group, and every pair of a group plays once.
  const detail = await api.detail(created.id);
  expect(detail.pools.map((pool) => [...pool.teamIds].sort())).toEqual([chosenA, chosenB].map((pool) => pool.map((team) => team.id).sort()));
  for (const [label, pool] of [['A', chosenA], ['B', chosenB]] as const) {
    const ids = pool.map((team) => team.id);
    const games = detail.games.filter((game) => game.group === label);
    expect(games).toHaveLength(3);
    for (const game of games) expect(ids).toEqual(expect.arrayContaining([game.teamAId, game.teamBId]));
  }
  await organizer.context().close();
});
