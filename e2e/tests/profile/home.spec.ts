import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { fetchAllPages } from '../../support/paging';
import { apiGet, signInNewAthlete } from '../../support/profile';
import { apiUrl } from '../../support/session';
import { shotPath } from '../../support/shots';

/** Praia de Copacabana, beside the seeded Arena Copacabana Posto 4. */
const COPACABANA = { latitude: -22.9714, longitude: -43.1823 };

type Me = { nickname: string; ranking: number; total_players: number };

test.describe('home with the device at Copacabana', () => {
  test.use({ geolocation: COPACABANA, permissions: ['geolocation'] });

  test('a new athlete sees the greeting, the ranking among all players and tiles that match the API', async ({ page }) => {
    const { athlete, session } = await signInNewAthlete(page, 'home');
    const [me, players, championships, nearby] = await Promise.all([
      apiGet<Me>(page.request, session.token, '/api/user/me'),
      fetchAllPages<unknown>(page.request, session.token, `/api/players/${VOLEI_MODALITY_ID}`),
      fetchAllPages<{ occurs: string; stage: string }>(page.request, session.token, `/api/championships/${VOLEI_MODALITY_ID}`),
      fetchAllPages<unknown>(page.request, session.token, '/api/arenas', { ...COPACABANA, maxDistance: 10 }),
    ]);
    // Still to come: neither finished nor cancelled (what the list shows under "Todos").
    const upcoming = championships.filter((c) => c.stage !== 'finalizado' && c.stage !== 'cancelado').length;
    expect(players.length).toBe(me.total_players);
    expect(nearby.length).toBeGreaterThan(1);
    expect(upcoming).toBeGreaterThan(0);

    // The home counts through the summary endpoint: no list is downloaded to be counted.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      // The first steps ask one row of the "registered" list (is the athlete in a team?): a question, not a count.
      const firstStep = url.searchParams.get('filter') === 'registered' && url.searchParams.get('limit') === '1';
      if (url.pathname.startsWith('/api/') && !firstStep) asked.push(url.pathname);
    });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByText(`Olá ${athlete.nickname}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ranking Geral' })).toBeVisible();
    // A new athlete is last by level and sign-up date, which is no place earned: no "#00046" placeholder.
    expect(me.ranking).toBeGreaterThan(0);
    const card = page.getByTestId('ranking-card');
    await expect(card.getByText('Sem ranking ainda', { exact: true })).toBeVisible();
    await expect(card.getByText('Jogue um campeonato para entrar no ranking.', { exact: true })).toBeVisible();
    await expect(card).not.toContainText(String(me.ranking));

    await expect(page.getByRole('link', { name: `Campeonatos Disponíveis: ${upcoming}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Jogadores Vôlei: ${players.length}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Arenas por perto: ${nearby.length}` })).toBeVisible();
    // The real count of pending invitations (none for a new athlete), opening the invitations screen.
    await expect(page.getByRole('link', { name: 'Convites: 0', exact: true })).toHaveAttribute('href', '/invitations');
    const lists = [`/api/players/${VOLEI_MODALITY_ID}`, `/api/championships/${VOLEI_MODALITY_ID}`, '/api/arenas'];
    expect(asked.filter((path) => lists.includes(path))).toEqual([]);
    expect(asked.filter((path) => path === `/api/summary/${VOLEI_MODALITY_ID}`)).toHaveLength(1);
    for (const name of ['Campeonatos', 'Editar perfil', 'Sair']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/profile-home.png' });
  });

  test('tiles and header buttons open their screens, championships with the filter "all"', async ({ page }) => {
    await signInNewAthlete(page, 'atalho');
    await page.goto('/home');
    const tile = page.getByRole('link', { name: /^Campeonatos Disponíveis: \d+$/ });
    const counted = Number((await tile.getAttribute('aria-label'))!.split(': ')[1]);
    expect(counted).toBeGreaterThan(0);
    await tile.click();
    await expect(page).toHaveURL(/\/championships$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ filter: 'all' });
    // The tile's count is the cards the list shows under the filter it opens.
    await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    const cards = page.getByTestId('championship-card');
    await expect(cards.first()).toBeVisible();
    // Past one page (a long run adds championships), the list loads the next as the athlete scrolls.
    for (let shown = await cards.count(); shown < counted; shown = await cards.count()) {
      await cards.last().scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    }
    await expect(cards).toHaveCount(counted);

    await page.goto('/home');
    await page.getByRole('button', { name: 'Campeonatos', exact: true }).click();
    await expect(page).toHaveURL(/\/championships$/);
    expect(await page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ filter: 'all' });

    await page.goBack();
    await page.getByRole('link', { name: /^Jogadores Vôlei: \d+$/ }).click();
    await expect(page).toHaveURL(/\/players$/);
    await page.goBack();
    await page.getByRole('link', { name: /^Arenas por perto: \d+$/ }).click();
    await expect(page).toHaveURL(/\/arenas$/);
    await page.goBack();
    await page.getByRole('button', { name: 'Editar perfil' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Ver meu perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test('without location the nearby tile shows a dash instead of a count', async ({ page }) => {
  await signInNewAthlete(page, 'semgps');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Arenas por perto: —' })).toBeVisible();
  await expect(page.getByText('Localização indisponível')).toBeVisible();
});

test('signing out from the home asks first: cancel keeps the session, confirming lands on the landing page', async ({ page }) => {
  await signInNewAthlete(page, 'sair');
  await page.goto('/home');
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sair da conta?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('edges-home-sign-out.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).not.toBeNull();

  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('when the server cannot revoke the session, sign-out still lands on / and says so', async ({ page }) => {
  const { session } = await signInNewAthlete(page, 'revogado');
  await page.goto('/home');
  await expect(page.getByText(/^Olá /)).toBeVisible();
  // The session dies on the server (another device signed out), so the app's own logout call is refused.
  const revoked = await page.request.post(`${apiUrl()}/api/auth/logout`, { headers: { Authorization: `Bearer ${session.token}` } });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page.getByText('Erro ao fazer logout')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // The landing page itself, not a login the guard raced to.
  await expect(page.getByText('Rankings, campeonatos e arenas em um mesmo lugar')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
});
