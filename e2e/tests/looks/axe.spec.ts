import { expect, test } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import type { CreatedScorekeeperLink } from '@areia/shared/core/schemas/scorekeeper';
import { fetchApiArenas, fetchApiPlayers } from '../../support/api-data';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { drawnChampionshipDay } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, seedChampionshipInPools, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';

/**
 * axe-core on every screen, signed in and out, in both themes — no serious or critical violation. The phone's setting
 * picks the theme, and the app follows it live: each screen is loaded once and checked with the phone set to dark, then
 * to light (Modo sol, also held to axe's `color-contrast-enhanced`: text at 7:1, WCAG AAA). Each screen is checked once
 * its content is on screen (no skeleton left), so the check sees what the athlete sees.
 */
test.describe('signed out', () => {
  const screens: [string, string, string][] = [
    ['landing', '/', 'Entrar'],
    ['login', '/login', 'Entrar'],
    ['register', '/register', 'Cadastro'],
    ['forgot password', '/forgot-password', 'Enviar'],
    ['terms', '/terms', 'Termos'],
    ['404', '/nao-existe', 'Ir para o início'],
  ];
  for (const [name, path, marker] of screens) {
    test(`${name} (${path}) has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(marker, { exact: false }).first()).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, name);
    });
  }
  test('"Ao vivo" (/ao-vivo/:id) on a phone and on a TV (?tv=1, 1920×1080)', async ({ page, request }) => {
    const day = await drawnChampionshipDay(request);
    await page.goto(`/ao-vivo/${day.championshipId}`);
    await expect(page.getByRole('heading', { level: 1, name: day.title })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'ao vivo');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`/ao-vivo/${day.championshipId}?tv=1`);
    await expect(page.getByTestId('live-qr')).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'ao vivo tv');
  });
  test('the scorekeeper\'s screen (/placar/:token), with a tap kept without signal', async ({ page, request, context }) => {
    const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
    const headers = { Authorization: `Bearer ${token}` };
    // The seed's championship in its pools: a court link opens its court's games. Only read here: the tap made
    // without signal stays on this test's device, closed before the connection returns.
    const ongoing = await seedChampionshipInPools(request, token);
    const day = (await (await request.get(`${apiUrl()}/api/live/championships/${ongoing.id}/day`)).json()) as GameDay;
    const court = day.courts.find((item) => item.current !== null || item.next.length > 0)!.court;
    const created = await request.post(`${apiUrl()}/api/organizer/championships/${ongoing.id}/courts/${encodeURIComponent(court)}/scorekeeper-link`, { headers });
    expect(created.status()).toBe(201);
    const link = (await created.json()) as CreatedScorekeeperLink;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/placar/${link.token}`);
    await expect(page.getByTestId('scorekeeper-game').first()).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'placar');
    await context.setOffline(true);
    await page.getByRole('button', { name: /^\+1 ponto para / }).first().click();
    await expect(page.getByTestId('scorekeeper-kept')).toContainText('Sem conexão');
    await expectNoSeriousViolationsInBothThemes(page, 'placar sem conexão', { shot: 'placar-sem-conexao' });
    await page.close();
    expect((await request.delete(`${apiUrl()}/api/organizer/scorekeeper-links/${link.id}`, { headers })).ok()).toBe(true);
  });
});

test.describe('signed in', () => {
  test('home, profile, edit profile, players, player, arenas, arena, avisos and 404', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const [player] = await fetchApiPlayers(page.request);
    const [arena] = await fetchApiArenas(page.request);
    const screens: [string, string, () => Promise<void>][] = [
      ['home', '/home', () => expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()],
      ['profile', '/profile', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
      ['edit profile', '/edit', () => expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible()],
      ['players', '/players', () => expect(page.getByTestId('player-card').first()).toBeVisible()],
      ['player', `/player/${player!.id}`, () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()],
      ['arenas', '/arenas', () => expect(page.getByTestId('arena-card').first()).toBeVisible()],
      ['arena', `/arena/${arena!.id}`, () => expect(page.getByRole('heading', { level: 1, name: arena!.name })).toBeVisible()],
      ['avisos', '/notifications', () => expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible()],
      ['404', '/nao-existe', () => expect(page.getByRole('link', { name: 'Ir para o início' })).toBeVisible()],
    ];
    for (const [name, path, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoSeriousViolationsInBothThemes(page, name);
    }
  });

  test("the organizer's day screen", async ({ page }) => {
    await signIn(page, ORGANIZER_ACCOUNT);
    const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
    // Only read here.
    const ongoing = await seedChampionshipInPools(page.request, token);
    await page.goto(`/organizer/championships/${ongoing.id}/dia`);
    await expect(page.getByTestId('day-court').first()).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'organizer day');
  });

  test("the organizer's day screen with a court's link open, the move form refusing a time, and the links list", async ({ page, request }) => {
    test.setTimeout(120_000);
    const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
    const api = organizerApi(request, token);
    const championship = await api.create();
    await signUpTeams(request, championship.id, 4);
    await api.drawSnake(championship.id, 4);
    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto(`/organizer/championships/${championship.id}/dia`);
    await page.getByRole('button', { name: 'Link da quadra: Quadra 1' }).click();
    await expect(page.getByRole('group', { name: 'Link da quadra: Quadra 1' }).getByRole('img', { name: 'QR code do link do mesário' })).toBeVisible();
    await expect(page.getByTestId('keeper-link-row')).toHaveCount(1);
    // Nothing was ever wider than the phone, not even for a frame while the page loaded: a phone widens the whole
    // page for it (and taps land off their buttons).
    expect(await page.evaluate(() => window.innerWidth)).toBe(390);
    await page.getByRole('button', { name: /^Mover / }).first().click();
    await page.getByLabel('Não antes de (horário de Brasília)').fill('25:00');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Informe o horário como HH:MM')).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'organizer day: court link, move form, links');
  });

  test('championships, championship, its details tabs, rules, create team, select player and complaint', async ({ page }) => {
    test.setTimeout(120_000);
    const session = await signIn(page);
    const api = championshipsApi(page.request, session.token);
    const list = await api.list();
    const open = openChampionship(list);
    expect(open, 'a championship open for sign-ups').toBeDefined();
    // Teams the demo athlete is not in: nobody reports their own team, so only those offer the complaint button.
    const othersTeams = (teams: Awaited<ReturnType<typeof api.teams>>) =>
      teams.filter((team) => team.status === 'confirmed' && !team.team_members.some((member) => member.player_id === session.user.id));
    const withTeams = (
      await Promise.all(list.filter((c) => !c.isDisabled).map(async (c) => ({ c, teams: othersTeams(await api.teams(c.id)) })))
    ).find((x) => x.teams.length > 0);
    expect(withTeams, 'a championship with teams').toBeDefined();

    await page.goto('/championships');
    await expect(page.getByTestId('championship-card').first()).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'championships');

    await page.goto(`/championship/${withTeams!.c.id}`);
    await expect(page.getByRole('heading', { level: 1, name: withTeams!.c.title })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'championship');

    for (const tab of ['grupos', 'jogos', 'geral']) {
      await page.goto(`/championship/${withTeams!.c.id}/details?aba=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expectNoSeriousViolationsInBothThemes(page, `details ${tab}`);
    }

    await page.goto(`/championship/${withTeams!.c.id}/rules`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'rules');

    await page.goto(`/championship/${withTeams!.c.id}`);
    await page.getByRole('button', { name: `Ver time ${withTeams!.teams[0]!.team} e denunciar` }).click();
    await expect(page).toHaveURL(/\/complaint$/);
    await expect(page.getByRole('button', { name: 'Alertar categoria incorreta' })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'complaint');

    await page.goto(`/create-team/${open!.id}`);
    await expect(page.getByRole('button', { name: 'Vaga 2: escolher jogador' })).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'create team');

    await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
    await expect(page).toHaveURL(/\/select-player$/);
    await expect(page.getByRole('list').getByRole('button').first()).toBeVisible();
    await expectNoSeriousViolationsInBothThemes(page, 'select player');
  });
});
