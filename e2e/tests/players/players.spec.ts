import { expect, test, type Page } from '@playwright/test';
import { formatRankingPlace } from '@areia/shared/core/format/format';
import type { Player } from '@areia/shared/core/schemas/player';
import { fetchApiPlayer, fetchApiPlayers, fold } from '../../support/api-data';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import { signIn } from '../../support/session';
import { asksApiRead } from '../../support/api-reads';
import { shotPath } from '../../support/shots';

const cards = (page: Page) => page.getByTestId('player-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar jogadores' });

function matching(players: Player[], term: string): Player[] {
  const needle = fold(term.trim());
  return players.filter((p) => [p.full_name, p.nickname, p.name].some((text) => fold(text).includes(needle)));
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

const isPlayersList = (url: string) => new URL(url).pathname === `/api/players/${VOLEI_MODALITY_ID}`;

/** Scrolls like an athlete until every page has arrived (earlier specs may have pushed the list past one page). */
async function scrollUntilAll(page: Page, total: number) {
  await expect(async () => {
    await page.mouse.wheel(0, 10_000);
    await expect(cards(page)).toHaveCount(total, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('the list shows every player with nickname, full name and ranking points, asking the server for pages', async ({ page }) => {
  const players = await fetchApiPlayers(page.request);
  expect(players.length).toBeGreaterThanOrEqual(40);
  const asked: URL[] = [];
  page.on('request', (request) => {
    if (isPlayersList(request.url())) asked.push(new URL(request.url()));
  });
  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
  await scrollUntilAll(page, players.length);
  // The Ranking Geral: the cards show each player's points in the API's order, highest first.
  const shown = (await cards(page).locator('strong').allTextContents()).map(Number);
  expect(shown).toEqual(players.map((player) => player.ranking_points));
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(players.map((player) => player.ranking)).toEqual(players.map((_, index) => index + 1));
  // Cards name the player by what they filled in (an athlete made by another test may have no full name): the link
  // says who it is.
  const first = players[0]!;
  const card = cards(page).first();
  await expect(card).toHaveAttribute('href', `/player/${first.id}`);
  await expect(card).toContainText(first.nickname ?? first.full_name!);
  await expect(card).toContainText(String(first.ranking_points));
  // Never the whole table: every list request names a page size within the API's 1–100.
  expect(asked.length).toBeGreaterThan(0);
  for (const url of asked) {
    expect(url.searchParams.get('limit')).toMatch(/^\d+$/);
    expect(Number(url.searchParams.get('limit'))).toBeLessThanOrEqual(100);
  }
});

/** Serves the players list in pages of `size` from the real API, so the seed spans several pages with real cursors. */
async function smallPages(page: Page, size: number): Promise<(string | null)[]> {
  const cursors: (string | null)[] = [];
  await page.route(
    (url) => isPlayersList(url.href),
    async (route) => {
      const url = new URL(route.request().url());
      cursors.push(url.searchParams.get('cursor'));
      url.searchParams.set('limit', String(size));
      await route.fulfill({ response: await route.fetch({ url: url.href }) });
    },
  );
  return cursors;
}

const PAGE = 20;

test('pages load as the athlete scrolls, in ranking order', async ({ page }) => {
  const players = await fetchApiPlayers(page.request);
  expect(players.length).toBeGreaterThan(2 * PAGE);
  const cursors = await smallPages(page, PAGE);
  await page.goto('/players');
  await expect(cards(page)).toHaveCount(PAGE);
  expect(cursors).toEqual([null]);
  await expect(cards(page).nth(0)).toHaveAttribute('href', `/player/${players[0]!.id}`);

  // Scrolling to the end brings the second page, in ranking order after the first. One jump to the list's end: a wheel
  // scroll could still be running when the second page lands and reach its end too.
  await page.getByTestId('load-more').scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(2 * PAGE);
  expect(cursors).toHaveLength(2);
  expect(cursors[1]).toBeTruthy();
  await expect(cards(page).nth(PAGE)).toHaveAttribute('href', `/player/${players[PAGE]!.id}`);

  await scrollUntilAll(page, players.length);
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/players-list.png' });
});

// Where the button shows, the scroll sentinel beside it has already asked for the page; a browser without
// IntersectionObserver is where a tap is the only way on, one page per tap.
test('without IntersectionObserver, each tap on Carregar mais loads one page, and the button goes on the last', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  const players = await fetchApiPlayers(page.request);
  expect(players.length).toBeGreaterThan(2 * PAGE);
  const cursors = await smallPages(page, PAGE);
  await page.goto('/players');
  await expect(cards(page)).toHaveCount(PAGE);

  const more = page.getByRole('button', { name: 'Carregar mais' });
  for (let shown = PAGE; shown < players.length; shown += PAGE) {
    await more.click();
    await expect(cards(page)).toHaveCount(Math.min(players.length, shown + PAGE));
    // One new page per tap (a refetch of the pages already shown would ask for their cursors again).
    expect(new Set(cursors).size).toBe(shown / PAGE + 1);
  }
  await expect(cards(page).nth(PAGE)).toHaveAttribute('href', `/player/${players[PAGE]!.id}`);
  await expect(cards(page).last()).toHaveAttribute('href', `/player/${players.at(-1)!.id}`);
  await expect(more).toHaveCount(0);
});

test('search finds a seeded player by part of the nickname', async ({ page }) => {
  const players = await fetchApiPlayers(page.request);
  // A seeded player whose nickname has an accent, searched by a middle slice of it (not its start).
  const target = players.find((p) => p.nickname && /[À-ÿ]/.test(p.nickname) && p.nickname.length >= 6)!;
  expect(target, 'a seeded player with an accented nickname').toBeTruthy();
  const part = target.nickname!.slice(1, 5);
  const expected = matching(players, part);
  expect(expected.length).toBeLessThan(players.length);

  await page.goto('/players');
  await expect(cards(page)).toHaveCount(Math.min(players.length, PAGE_SIZE));
  await searchBox(page).fill(part);
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(cards(page).filter({ hasText: target.nickname! })).toHaveCount(1);
});

test('search finds a player by a name typed without accents, in another case', async ({ page }) => {
  const players = await fetchApiPlayers(page.request);
  const target = players.find((p) => p.full_name && /[À-ÿ]/.test(p.full_name))!;
  expect(target, 'a seeded player with an accented name').toBeTruthy();
  const typed = fold(target.full_name).toUpperCase();
  expect(typed).not.toBe(target.full_name);

  await page.goto('/players');
  await searchBox(page).fill(typed);
  await expect(cards(page)).toHaveCount(matching(players, typed).length);
  await expect(cards(page).filter({ hasText: target.full_name! })).toHaveCount(1);

  await searchBox(page).fill('zzzz-ninguem');
  await expect(page.getByText('Nenhum jogador encontrado')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('a player’s detail shows their statistics, and back returns to the same search', async ({ page }) => {
  const players = await fetchApiPlayers(page.request);
  // A player with real numbers, so the screen cannot pass by showing the zero defaults.
  const listed = players.find((p) => p.statistics.total_championships > 0 && p.statistics.wins > 0 && p.statistics.losses > 0)!;
  expect(listed, 'a seeded player with championships, wins and losses').toBeTruthy();
  const player = await fetchApiPlayer(page.request, listed.id);

  await page.goto('/players');
  await searchBox(page).fill(player.nickname!);
  await cards(page).filter({ hasText: player.nickname! }).first().click();
  await expect(page).toHaveURL(new RegExp(`/player/${player.id}$`));

  await expect(page.getByRole('heading', { level: 2, name: player.full_name! })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Modalidades' })).toContainText('Vôlei');
  const value = (label: string) => page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  // The same figures, in the same layout, as the athlete's own profile (profile.spec.ts).
  await expect(page.getByRole('region', { name: 'Ranking Geral' }).getByText(formatRankingPlace(player.ranking, player.ranking_points), { exact: true })).toBeVisible();
  expect(player.rating).toBe(player.level);
  await expect(value('Categoria mínima')).toHaveText(player.minCategory);
  await expect(value('Nível mínimo')).toHaveText(String(player.minScore));
  await expect(value('Pontos no ranking')).toHaveText(String(player.ranking_points));
  await expect(value('Nível')).toHaveText(`${player.level} · Confiabilidade ${player.level_reliability}%`);
  await expect(value('Campeonatos nos últimos 6 meses')).toHaveText(String(player.statistics.total_championships_last_6_months));
  await expect(value('Campeonatos desde o cadastro')).toHaveText(String(player.statistics.total_championships));
  await expect(value('Vitórias')).toHaveText(String(player.statistics.wins));
  await expect(value('Derrotas')).toHaveText(String(player.statistics.losses));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('edges-player.png'), fullPage: true });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/players\?q=/);
  await expect(searchBox(page)).toHaveValue(player.nickname!);
});

test('an unknown or malformed player id shows "não encontrado" with the way to the list, not an error to retry', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (asksApiRead(request.url(), (read) => read.pathname.startsWith('/api/players/') && read.pathname.endsWith(`/${id}`))) asked.push(request.url());
    });
    await page.goto(`/player/${id}`);
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Jogador não encontrado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.locator('.areia-state--error')).toHaveCount(0);
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
    // A 404 is final: asked once, not retried.
    expect(asked).toHaveLength(1);
    await state.getByRole('link', { name: 'Ver todos os jogadores' }).click();
    await expect(page).toHaveURL(/\/players$/);
  }
});
