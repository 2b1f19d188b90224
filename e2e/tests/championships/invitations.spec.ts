import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { canEnterCategory } from '@areia/shared/core/rules/category';
import type { Championship } from '@areia/shared/core/schemas/championship';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import type { Team } from '@areia/shared/core/schemas/team';
import { newAthlete, registerAthlete, type NewAthlete } from '../../support/athletes';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { apiLogin, apiUrl, signIn, type SignedIn } from '../../support/session';
import { SHOTS } from '../../support/shots';
import { routeApiReads } from '../../support/api-reads';


/** A second athlete in a browser of their own (separate storage: a different person on a different phone). */
async function secondAthlete(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const athlete = await registerAthlete(page.request, newAthlete('parceiro'));
  const session = await signIn(page, athlete);
  return { context, page, athlete, session };
}

async function signUpByApi(page: Page, token: string, championship: Championship, members: string[]): Promise<Team> {
  const response = await page.request.post(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}/teams`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { championship_id: championship.id, team_members: members.map((player_id) => ({ player_id })) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Team;
}

async function invitationsOf(page: Page, session: SignedIn): Promise<Invitation[]> {
  const response = await page.request.get(`${apiUrl()}/api/invitations`, { headers: { Authorization: `Bearer ${session.token}` } });
  return (await response.json()) as Invitation[];
}

test.describe('partner invitations (two athletes, two browsers)', () => {
  // Two browsers and three accounts per test: on the shared 2-core machine the first flow took 20–44 s.
  test.describe.configure({ timeout: 90_000 });
  let other: { context: BrowserContext; page: Page; athlete: NewAthlete; session: SignedIn } | undefined;
  test.afterEach(async () => {
    await other?.context.close();
    other = undefined;
  });

  test('A forms a team with B: pending "aguardando parceiro" for everyone; B sees the count at home, accepts, the team is confirmed', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    const a = await registerAthlete(page.request, newAthlete('convida'));
    const sessionA = await signIn(page, a);
    other = await secondAthlete(browser, baseURL);
    const b = other;
    const api = championshipsApi(page.request, sessionA.token);
    const championship = openChampionship(await api.list())!;
    expect(championship, 'o seed deve ter um campeonato aberto com vagas').toBeDefined();
    const shared: string[] = [];
    await context.route('https://wa.me/**', (route) => {
      shared.push(route.request().url());
      return route.fulfill({ body: 'ok', contentType: 'text/plain' });
    });

    // A signs up with B through the screens.
    await page.goto(`/championship/${championship.id}`);
    await page.getByRole('button', { name: /^Inscrever-se por/ }).click();
    await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
    await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(b.athlete.nickname);
    await page.getByRole('button', { name: new RegExp(`^${b.athlete.nickname}`) }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Time criado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/championship/${championship.id}$`));

    const teamName = `${a.nickname} / ${b.athlete.nickname}`;
    const own = page.getByRole('group', { name: `Seu time: ${teamName}` });
    await expect(own).toBeVisible();
    await expect(own.getByTestId('team-pending')).toHaveText('aguardando parceiro');
    // Not reportable by its own members.
    await expect(page.getByRole('button', { name: `Ver time ${teamName} e denunciar` })).toHaveCount(0);
    // The slot is held while pending.
    await expect(page.getByTestId('free-slots')).toHaveText(`${championship.free - 1}Vagas restantes`);
    await expect(page.getByRole('note')).toHaveText('Você já está inscrito neste campeonato');
    const share = own.getByRole('link', { name: 'Convidar pelo WhatsApp' });
    const href = (await share.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href.split('?text=')[1]!);
    expect(text).toContain(championship.title);
    expect(text).toContain('/invitations');
    await own.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/invite-pending-team.png` });

    // Everyone else sees it pending too (B, before answering, from their own browser).
    await b.page.goto(`/championship/${championship.id}`);
    await expect(b.page.getByRole('group', { name: `Seu time: ${teamName}` }).getByText('aguardando parceiro')).toBeVisible();
    const stranger = await registerAthlete(page.request, newAthlete('curioso'));
    const strangerSession = await apiLogin(page.request, stranger);
    const seen = await championshipsApi(page.request, strangerSession.token).teams(championship.id);
    expect(seen.find((team) => team.team === teamName)?.status).toBe('pending');

    // B: the home's "Jogar" card counts the invitation and its row opens the invitations screen.
    await b.page.goto('/home');
    await b.page.getByRole('link', { name: 'Convites: 1', exact: true }).click();
    await expect(b.page).toHaveURL(/\/invitations$/);
    await expect(b.page.getByRole('heading', { level: 1, name: 'Convites para jogar' })).toBeVisible();
    const card = b.page.getByRole('article', { name: championship.title });
    await expect(card.getByText(`${a.nickname} convidou você`)).toBeVisible();
    await expect(card.getByText(teamName)).toBeVisible();
    await b.page.screenshot({ path: `${SHOTS}/invite-invitations.png` });
    await card.getByRole('button', { name: `Aceitar convite para ${championship.title}` }).click();
    await expect(b.page.getByText('Convite aceito! Seu time está confirmado.')).toBeVisible();
    // The partner lands on the championship, where the team now is.
    await expect(b.page).toHaveURL(new RegExp(`/championship/${championship.id}$`));
    await expect(b.page.getByRole('heading', { level: 1, name: championship.title })).toBeVisible();
    await b.page.goto('/home');
    await expect(b.page.getByRole('link', { name: 'Convites: 0', exact: true })).toBeVisible();

    // A sees the team confirmed.
    await page.reload();
    await expect(own).toBeVisible();
    await expect(own.getByTestId('team-pending')).toHaveCount(0);
    await expect(own.getByRole('link', { name: 'Convidar pelo WhatsApp' })).toHaveCount(0);
    expect((await api.teams(championship.id)).find((team) => team.team === teamName)?.status).toBe('confirmed');
    expect(shared).toEqual([]);
  });

  test('B declines: the team is undone and the slot is free again', async ({ page, browser, baseURL }) => {
    const a = await registerAthlete(page.request, newAthlete('convida'));
    const sessionA = await signIn(page, a);
    other = await secondAthlete(browser, baseURL);
    const b = other;
    const api = championshipsApi(page.request, sessionA.token);
    const championship = openChampionship(await api.list())!;
    const before = (await api.detail(championship.id)).free;
    await signUpByApi(page, sessionA.token, championship, [sessionA.user.id, b.session.user.id]);
    await page.goto(`/championship/${championship.id}`);
    await expect(page.getByTestId('free-slots')).toHaveText(`${before - 1}Vagas restantes`);

    await b.page.goto('/invitations');
    const card = b.page.getByRole('article', { name: championship.title });
    await card.getByRole('button', { name: `Recusar convite para ${championship.title}` }).click();
    await expect(b.page.getByText('Convite recusado. A vaga foi liberada.')).toBeVisible();
    await expect(b.page.getByText('Nenhum convite pendente')).toBeVisible();
    expect(await invitationsOf(b.page, b.session)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId('free-slots')).toHaveText(`${before}Vagas restantes`);
    await expect(page.getByRole('group', { name: /^Seu time:/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Inscrever-se por/ })).toBeEnabled();
  });

  test('a member withdraws the team while sign-ups are open: the slot is free', async ({ page, browser, baseURL }) => {
    const a = await registerAthlete(page.request, newAthlete('desiste'));
    const sessionA = await signIn(page, a);
    other = await secondAthlete(browser, baseURL);
    const api = championshipsApi(page.request, sessionA.token);
    const championship = openChampionship(await api.list())!;
    const before = (await api.detail(championship.id)).free;
    await signUpByApi(page, sessionA.token, championship, [sessionA.user.id, other.session.user.id]);
    await page.goto(`/championship/${championship.id}`);
    const own = page.getByRole('group', { name: /^Seu time:/ });
    await own.getByRole('button', { name: 'Retirar inscrição' }).click();
    await own.getByRole('button', { name: 'Confirmar retirada' }).click();
    await expect(page.getByText('Inscrição retirada. A vaga foi liberada.')).toBeVisible();
    await expect(page.getByTestId('free-slots')).toHaveText(`${before}Vagas restantes`);
    await expect(own).toHaveCount(0);
    expect(await invitationsOf(other.page, other.session)).toEqual([]);
  });
});

test('more invitations than a page: the home says "N+" from one page, the screen loads the rest as B scrolls, a decline skips nobody', async ({
  page,
}) => {
  const a = await registerAthlete(page.request, newAthlete('convida'));
  const sessionA = await apiLogin(page.request, a);
  const b = await registerAthlete(page.request, newAthlete('parceiro'));
  const sessionB = await signIn(page, b);
  const api = championshipsApi(page.request, sessionA.token);
  const open = (await api.list()).filter((c) => openChampionship([c]));
  // Pages of 4 instead of the screen's 50, from the real API with its real cursors: four cards fill more than the
  // screen and the sentinel's margin at 390×844, so the second page waits for the athlete to scroll.
  const PAGE = 4;
  expect(open.length, 'o seed deve ter cinco campeonatos abertos com vagas').toBeGreaterThanOrEqual(PAGE + 1);
  // Invited to five championships, oldest invitation first (the list's order).
  const championships = open.slice(0, PAGE + 1);
  for (const championship of championships) await signUpByApi(page, sessionA.token, championship, [sessionA.user.id, sessionB.user.id]);

  const asked: (string | null)[] = [];
  const stopRewriting = await routeApiReads(
    page,
    (read) => read.pathname === '/api/invitations',
    (read) => {
      asked.push(read.searchParams.get('cursor'));
      read.searchParams.set('limit', String(PAGE));
    },
  );

  // The home's invitations row: the first page is full and the API has a next one, so "4+", from that page alone.
  await page.goto('/home');
  await page.getByRole('link', { name: `Convites: ${PAGE}+`, exact: true }).click();
  await expect(page).toHaveURL(/\/invitations$/);
  const cards = page.getByTestId('invitation');
  await expect(cards).toHaveCount(PAGE);
  // The screen started from the page the row had read: still one request.
  expect(asked).toEqual([null]);

  // Scrolling to the end loads the second page with the API's cursor.
  await cards.nth(PAGE - 1).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards).toHaveCount(PAGE + 1);
  expect(asked).toHaveLength(2);
  expect(asked[1]).toBeTruthy();
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  for (const [index, championship] of championships.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(championship.title);
  }

  // Declining the oldest: its card leaves, the pages are read again from the first, the other four stay in order.
  const [first, ...rest] = championships as [Championship, ...Championship[]];
  await page.getByRole('article', { name: first.title }).getByRole('button', { name: `Recusar convite para ${first.title}` }).click();
  await expect(page.getByText('Convite recusado. A vaga foi liberada.')).toBeVisible();
  await expect(cards).toHaveCount(PAGE);
  for (const [index, championship] of rest.entries()) {
    await expect(cards.nth(index).getByRole('heading', { level: 2 })).toHaveText(championship.title);
  }
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);

  // The count without the smaller pages: the real number, no "+".
  await stopRewriting();
  await page.goto('/home');
  await expect(page.getByRole('link', { name: `Convites: ${PAGE}`, exact: true })).toBeVisible();

  // Free the slots for the other tests.
  for (const invitation of await invitationsOf(page, sessionB)) {
    const answer = await page.request.post(`${apiUrl()}/api/invitations/${invitation.id}/decline`, { headers: { Authorization: `Bearer ${sessionB.token}` } });
    expect(answer.ok()).toBe(true);
  }
});

test('select-player greys out a player above the championship category, with the reason', async ({ page }) => {
  const athlete = await registerAthlete(page.request);
  const session = await signIn(page, athlete);
  const api = championshipsApi(page.request, session.token);
  const list = await api.list();
  const estreante = list.find((c) => c.category === 'Estreante' && openChampionship([c]))!;
  expect(estreante, 'o seed deve ter um campeonato Estreante aberto').toBeDefined();
  const [players, teams] = await Promise.all([api.players(), api.teams(estreante.id)]);
  const taken = new Set(teams.flatMap((team) => team.team_members.map((member) => member.player_id)));
  const free = players.filter((p) => p.id !== session.user.id && !taken.has(p.id) && p.nickname);
  const strong = free.find((p) => !canEnterCategory(p.minCategory, 'Estreante') && !p.minCategoryReason.startsWith('Campe'))!;
  const fitting = free.find((p) => canEnterCategory(p.minCategory, 'Estreante'))!;

  await page.goto(`/create-team/${estreante.id}`);
  await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(strong.nickname!);
  const greyed = page.getByRole('button', { name: new RegExp(`^${strong.nickname}`) });
  await expect(greyed).toBeDisabled();
  await expect(greyed).toContainText(`Categoria ${strong.minCategory}: acima de Estreante`);
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill('');
  // The whole ranking again (the search settles after a pause): several players greyed out.
  await expect(page.getByTestId('player-ineligible').nth(2)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/invite-select-player-greyed.png` });
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(fitting.nickname!);
  await expect(page.getByRole('button', { name: new RegExp(`^${fitting.nickname}`) })).toBeEnabled();

  // The server says the same if the screen is bypassed: 422 naming the player and their category.
  const response = await page.request.post(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${estreante.id}/teams`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { championship_id: estreante.id, team_members: [{ player_id: session.user.id }, { player_id: strong.id }] },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({ message: `${strong.nickname} é da categoria ${strong.minCategory} pelo nível e não pode jogar a categoria Estreante` });
});
