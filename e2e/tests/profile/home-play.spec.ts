import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Arena } from '@areia/shared/core/schemas/arena';
import type { Play } from '@areia/shared/core/schemas/play';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { apiGet } from '../../support/profile';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { shotPath, SHOTS } from '../../support/shots';

mkdirSync(SHOTS, { recursive: true });

/** A count as the "Jogar" card writes it. */
const shown = (count: { count: number; more: boolean }) => (count.more ? `${count.count}+` : String(count.count));

test.describe('the home\'s "Jogar"', () => {
  // Two accounts, an open game and a post, then three screens: on the shared 2-core machine 20–40 s.
  test.describe.configure({ timeout: 120_000 });

  test('an athlete near an open game that fits and a championship where someone who fits looks for a partner sees both counted, and each row opens its screen', async ({
    page,
    context,
  }) => {
    // Bia, a new athlete (the level Ana has too), opens a game for every level and says she looks for a partner in a
    // championship taking teams.
    const bia = await registerAthlete(page.request, newAthlete('abre'));
    const biaSession = await apiLogin(page.request, bia);
    const championship = openChampionship(await championshipsApi(page.request, biaSession.token).list())!;
    expect(championship, 'o seed deve ter um campeonato aberto com vagas').toBeDefined();
    const arenas = (await (await page.request.get(`${apiUrl()}/api/arenas?limit=100`)).json()) as Arena[];
    const { arena_name } = await championshipsApi(page.request, biaSession.token).detail(championship.id);
    const arena = arenas.find((item) => item.name === arena_name)!;
    expect(arena, 'a arena do campeonato').toBeDefined();
    const headers = { authorization: `Bearer ${biaSession.token}` };
    const startsAt = new Date(Date.now() + 26 * 3_600_000).toISOString();
    const game = await page.request.post(`${apiUrl()}/api/open-games`, { headers, data: { arena_id: arena.id, starts_at: startsAt, level_min: 0, level_max: 1200, competitive: false } });
    expect(game.status()).toBe(201);
    const gameId = ((await game.json()) as { id: string }).id;
    expect((await page.request.post(`${apiUrl()}/api/partners/${championship.id}`, { headers, data: { note: 'jogo pela direita' } })).status()).toBe(201);

    // Ana, on her phone at that arena.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(arena.coordinates);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    const ana = await registerAthlete(page.request, newAthlete('joga'));
    const anaSession = await signIn(page, ana);
    const play = await apiGet<Play>(page.request, anaSession.token, '/api/user/play', arena.coordinates);
    expect(play.open_games.count).toBeGreaterThanOrEqual(1);
    expect(play.partner_championships.count).toBeGreaterThanOrEqual(1);

    await page.goto('/home');
    const card = page.getByTestId('play-card');
    await expect(card.getByRole('heading', { level: 2, name: 'Jogar' })).toBeVisible();
    const invitations = card.getByRole('link', { name: 'Convites: 0', exact: true });
    const games = card.getByRole('link', { name: `Jogos abertos perto de você: ${shown(play.open_games)}`, exact: true });
    const partners = card.getByRole('link', { name: `Procurando dupla nos seus campeonatos: ${shown(play.partner_championships)}`, exact: true });
    await expect(invitations).toBeVisible();
    await expect(games).toBeVisible();
    await expect(partners).toBeVisible();
    await expect(card.getByRole('link', { name: 'Abrir um jogo' })).toHaveAttribute('href', '/jogos-abertos/novo');
    await page.screenshot({ path: shotPath('home-play.png') });
    // The three shortcuts left below it, one row of three.
    await page.getByRole('navigation', { name: 'Atalhos' }).evaluate((nav) => nav.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: shotPath('home-play-tiles.png') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousViolationsInBothThemes(page, 'home-play', { shot: 'home-play' });

    await invitations.click();
    await expect(page).toHaveURL(/\/invitations$/);
    await expect(page.getByText('Nenhum convite pendente')).toBeVisible();

    await page.goBack();
    await games.click();
    await expect(page).toHaveURL(/\/jogos-abertos$/);
    await expect(page.locator(`a[href="/jogos-abertos/${gameId}"]`)).toBeVisible();

    await page.goBack();
    await partners.click();
    await expect(page).toHaveURL(/\/players\?filtro=procurando$/);
    await expect(page.getByRole('tab', { name: 'Procurando jogo' })).toHaveAttribute('aria-selected', 'true');
    const looking = page.getByTestId('looking-card').filter({ hasText: bia.nickname });
    await expect(looking).toContainText(championship.title);
    await expect(looking).toContainText('“jogo pela direita”');
  });

  test('with nothing to play, the card says so and offers to open a game', async ({ page }) => {
    // Far from every seeded arena (the Atlantic off Recife): no open game nor championship within reach.
    const ocean = { latitude: -8.5, longitude: -30 };
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(ocean);
    const ana = await registerAthlete(page.request, newAthlete('longe'));
    await signIn(page, ana);
    await page.goto('/home');
    const card = page.getByTestId('play-card');
    await expect(card.getByRole('link', { name: 'Jogos abertos perto de você: 0', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Procurando dupla nos seus campeonatos: 0', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Convites: 0', exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Nada por perto agora: abra um jogo' })).toHaveAttribute('href', '/jogos-abertos/novo');
  });
});
