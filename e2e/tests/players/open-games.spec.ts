import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Arena } from '@areia/shared/core/schemas/arena';
import type { Player } from '@areia/shared/core/schemas/player';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { apiLogin, apiUrl, signIn, type SignedIn } from '../../support/session';
import { SHOTS } from '../../support/shots';
import { setOpenGameStart } from '../../support/test-hooks';

/** A seeded demo athlete's login (api/src/seed: `<full name as a slug>@jogadores.areia.app`, the demo password). */
const seededLogin = (fullName: string) => ({
  email: `${fullName
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}@jogadores.areia.app`,
  password: 'Areia@2026',
});

/** Four seeded athletes whose levels all fit the first one's default range (its level ± 150). */
async function fourOfALevel(page: Page): Promise<{ player: Player; session: SignedIn }[]> {
  const demo = await apiLogin(page.request);
  const answer = await page.request.get(`${apiUrl()}/api/players/${VOLEI_MODALITY_ID}?limit=100`, { headers: { authorization: `Bearer ${demo.token}` } });
  const players = ((await answer.json()) as Player[]).filter((player) => player.full_name && player.nickname && player.id !== demo.user.id);
  for (const first of players) {
    const near = players.filter((other) => other.id !== first.id && Math.abs(other.level - first.level) <= 150 && first.level >= 150 && first.level <= 1050);
    if (near.length >= 3) {
      const chosen = [first, ...near.slice(0, 3)];
      return Promise.all(chosen.map(async (player) => ({ player, session: await apiLogin(page.request, seededLogin(player.full_name!)) })));
    }
  }
  throw new Error('o seed deve ter quatro atletas de nível próximo');
}

async function phone(browser: Browser, baseURL: string | undefined, arena: Arena) {
  return browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: 'dark',
    permissions: ['geolocation'],
    geolocation: { latitude: arena.coordinates.latitude, longitude: arena.coordinates.longitude },
  });
}

test.describe('"Jogo aberto" (four seeded athletes)', () => {
  // Two browsers, four accounts and a level move: on the shared 2-core machine such flows take 30–60 s.
  test.describe.configure({ timeout: 180_000 });

  test('one opens a game, three join and it fills, a score is reported and confirmed by the other side, and the level move shows on a player page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const [creator, rival, partner, last] = await fourOfALevel(page);
    const arenas = (await (await page.request.get(`${apiUrl()}/api/arenas?limit=100`)).json()) as Arena[];
    const arena = arenas.find((item) => item.name.startsWith('Arena Leme'))!;
    expect(arena, 'a Arena Leme do seed').toBeDefined();
    await signIn(page, seededLogin(creator!.player.full_name!));

    // The creator opens a competitive game at the Arena Leme, tomorrow at 18:00, with the default range.
    await page.goto('/players');
    await page.getByTestId('open-games-link').click();
    await expect(page).toHaveURL(/\/jogos-abertos$/);
    await page.getByTestId('open-game-create').click();
    await expect(page.getByRole('heading', { name: 'Abrir jogo' })).toBeVisible();
    const min = Math.max(0, creator!.player.level - 150);
    const max = Math.min(1200, creator!.player.level + 150);
    await expect(page.getByRole('textbox', { name: 'Nível mínimo' })).toHaveValue(String(min));
    await expect(page.getByRole('textbox', { name: 'Nível máximo' })).toHaveValue(String(max));
    await page.getByRole('combobox', { name: 'Arena' }).selectOption({ label: arena.name });
    await page.screenshot({ path: `${SHOTS}/open-game-new.png` });
    await expectNoSeriousViolationsInBothThemes(page, 'open-game-new', { shot: 'open-game-new' });
    await page.getByRole('button', { name: 'Abrir jogo' }).click();
    await expect(page).toHaveURL(/\/jogos-abertos\/[0-9a-f-]{36}$/);
    const gameId = page.url().split('/').pop()!;
    await expect(page.getByTestId('open-game-stage')).toHaveText('Aberto · 3 vagas');
    await expect(page.getByText(`Nível ${min}–${max}`)).toBeVisible();

    // The rival finds it near the arena, among games of their level, and joins with one tap.
    const rivalContext = await phone(browser, baseURL, arena);
    try {
      const rivalPage = await rivalContext.newPage();
      await signIn(rivalPage, seededLogin(rival!.player.full_name!));
      await rivalPage.goto('/jogos-abertos');
      await expect(rivalPage.getByText('Jogos com vaga do seu nível, em arenas até 30 km')).toBeVisible();
      const card = rivalPage.getByTestId('open-game-card').filter({ hasText: arena.name }).first();
      await expect(card).toBeVisible();
      await expect(card).toContainText('a 0,0 km');
      await rivalPage.screenshot({ path: `${SHOTS}/open-games-near.png` });
      await expectNoSeriousViolationsInBothThemes(rivalPage, 'open-games-near', { shot: 'open-games-near' });
      await rivalPage.goto(`/jogos-abertos/${gameId}`);
      await rivalPage.getByTestId('open-game-join').click();
      await expect(rivalPage.getByTestId('open-game-stage')).toHaveText('Aberto · 2 vagas');

      // Two more join: the fourth fills it and all four are told.
      for (const athlete of [partner!, last!]) {
        const joined = await page.request.post(`${apiUrl()}/api/open-games/${gameId}/join`, { headers: { authorization: `Bearer ${athlete.session.token}` } });
        expect(joined.status(), await joined.text()).toBe(200);
      }
      await page.reload();
      await expect(page.getByTestId('open-game-stage')).toHaveText('Completo');
      await expect(page.getByTestId('open-game-player')).toHaveCount(4);
      await page.screenshot({ path: `${SHOTS}/open-game-full.png` });
      await expectNoSeriousViolationsInBothThemes(page, 'open-game-full', { shot: 'open-game-full' });
      const avisos = await page.request.get(`${apiUrl()}/api/notifications`, { headers: { authorization: `Bearer ${rival!.session.token}` } });
      expect(((await avisos.json()) as { kind: string; link: string }[]).find((aviso) => aviso.kind === 'open_game_full')?.link).toBe(`/jogos-abertos/${gameId}`);

      // The game was played: the creator reports it won with their partner; a player of the other side confirms.
      await setOpenGameStart(page.request, gameId, new Date(Date.now() - 2 * 3_600_000));
      await page.reload();
      const report = page.getByTestId('open-game-report');
      await report.getByRole('combobox', { name: 'Quem jogou com você' }).selectOption({ label: partner!.player.nickname! });
      await report.getByRole('textbox', { name: 'Set 1: sua dupla' }).fill('21');
      await report.getByRole('textbox', { name: 'Set 1: outra dupla' }).fill('15');
      await report.getByRole('textbox', { name: 'Set 2: sua dupla' }).fill('21');
      await report.getByRole('textbox', { name: 'Set 2: outra dupla' }).fill('18');
      await report.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/open-game-report.png` });
      await expectNoSeriousViolationsInBothThemes(page, 'open-game-report', { shot: 'open-game-report' });
      await report.getByRole('button', { name: 'Enviar placar' }).click();
      await expect(page.getByTestId('open-game-stage')).toHaveText('Placar aguardando confirmação');
      await expect(page.getByText('Aguardando um jogador do outro lado confirmar.')).toBeVisible();

      await rivalPage.reload();
      await expect(rivalPage.getByTestId('open-game-score')).toContainText('21–15, 21–18');
      await rivalPage.getByTestId('open-game-score').scrollIntoViewIfNeeded();
      await rivalPage.screenshot({ path: `${SHOTS}/open-game-confirm.png` });
      await expectNoSeriousViolationsInBothThemes(rivalPage, 'open-game-confirm', { shot: 'open-game-confirm' });
      await rivalPage.getByTestId('open-game-confirm').click();
      await expect(rivalPage.getByTestId('open-game-stage')).toHaveText('Placar confirmado');
      await expect(rivalPage.getByTestId('open-game-player').filter({ hasText: rival!.player.nickname! })).toContainText(/−\d+ no nível/);
      await expect(rivalPage.getByTestId('open-game-player').filter({ hasText: creator!.player.nickname! })).toContainText(/\+\d+ no nível/);
    } finally {
      await rivalContext.close();
    }

    // The partner's page: the level moved, explained like a championship game, with no ranking points.
    await page.goto(`/player/${partner!.player.id}`);
    const entry = page.getByRole('listitem').filter({ hasText: `Jogo aberto na ${arena.name}` });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Jogo aberto · não vale pontos no ranking');
    await expect(entry).toContainText(`com ${creator!.player.nickname} contra`);
    await expect(entry).toContainText(/venceram 2–0: \+\d+/);
    await expect(entry).toContainText(new RegExp(`Nível ${partner!.player.level} → \\d+`));
    await entry.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/open-game-history.png` });
    await expectNoSeriousViolationsInBothThemes(page, 'open-game-history', { shot: 'open-game-history' });
  });
});
