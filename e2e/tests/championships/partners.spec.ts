import { expect, test } from '@playwright/test';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { apiUrl, signIn } from '../../support/session';
import { SHOTS } from '../../support/shots';

test.describe('"Procuro dupla" (two athletes, two browsers)', () => {
  // Two browsers and two accounts: on the shared 2-core machine such flows take 20–44 s.
  test.describe.configure({ timeout: 120_000 });

  test('one athlete posts with a note; the other finds them on the players list and first on the championship, invites with one tap, and the team forms', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const ana = await registerAthlete(page.request, newAthlete('dupla'));
    const anaSession = await signIn(page, ana);
    const api = championshipsApi(page.request, anaSession.token);
    const championship = openChampionship(await api.list())!;
    expect(championship, 'o seed deve ter um campeonato aberto com vagas').toBeDefined();
    const arenas = (await (await page.request.get(`${apiUrl()}/api/arenas?limit=100`)).json()) as Arena[];
    const { arena_name } = await api.detail(championship.id);
    const arena = arenas.find((item) => item.name === arena_name)!;
    expect(arena, 'a arena do campeonato').toBeDefined();

    // Ana says she is looking, with a note and her city.
    await page.goto(`/championship/${championship.id}`);
    const section = page.getByTestId('partner-section');
    await expect(section.getByTestId('partners-count')).toBeVisible();
    await section.getByRole('textbox', { name: 'Recado (opcional)' }).fill('jogo pela esquerda');
    await section.getByRole('textbox', { name: 'Sua cidade (opcional)' }).fill('Niterói');
    await section.getByRole('button', { name: 'Procuro dupla' }).click();
    await expect(section.getByTestId('partner-mine')).toHaveText('Você está procurando dupla neste campeonato.');
    await expect(section.getByText('“jogo pela esquerda”')).toBeVisible();
    await expect(section.getByTestId('partners-count')).toHaveText(/^\d+ atletas? procurando dupla$/);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/partners-posted.png` });
    await expectNoSeriousViolationsInBothThemes(page, 'partners-posted', { shot: 'partners-posted' });

    // Bia, on her own phone next to the championship's arena.
    const biaContext = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      colorScheme: 'dark',
      permissions: ['geolocation'],
      geolocation: { latitude: arena.coordinates.latitude, longitude: arena.coordinates.longitude },
    });
    try {
      const bia = await biaContext.newPage();
      const biaAthlete = await registerAthlete(bia.request, newAthlete('convida'));
      await signIn(bia, biaAthlete);

      // The players list: "Procurando jogo" near her, Ana with the championship she wants to play.
      await bia.goto('/players');
      await bia.getByRole('tab', { name: 'Procurando jogo' }).click();
      await expect(bia).toHaveURL(/filtro=procurando/);
      await expect(bia.getByText('Campeonatos perto de você (até 50 km)')).toBeVisible();
      const card = bia.getByTestId('looking-card').filter({ hasText: ana.nickname });
      await expect(card).toBeVisible();
      await expect(card).toContainText('Nível 0 · 0 % confiável · Niterói');
      await expect(card).toContainText(championship.title);
      await expect(card).toContainText('a 0,0 km');
      await expect(card).toContainText('“jogo pela esquerda”');
      await bia.screenshot({ path: `${SHOTS}/players-looking.png` });
      await expectNoSeriousViolationsInBothThemes(bia, 'players-looking', { shot: 'players-looking' });

      // The card opens the championship: Ana first in the list, with the reason, and one tap invites her.
      await card.click();
      await expect(bia).toHaveURL(new RegExp(`/championship/${championship.id}$`));
      const list = bia.getByTestId('partner-list');
      await expect(list.getByTestId('partner-card').first()).toContainText(ana.nickname);
      await expect(list.getByTestId('partner-card').first().getByTestId('partner-reason')).toHaveText('Nível 0 · 0 % confiável · Niterói');
      await list.scrollIntoViewIfNeeded();
      await bia.screenshot({ path: `${SHOTS}/partners-list.png` });
      await expectNoSeriousViolationsInBothThemes(bia, 'partners-list', { shot: 'partners-list' });
      await list.getByRole('button', { name: `Convidar ${ana.nickname} para formar dupla` }).click();
      await expect(bia.getByText(`Convite enviado para ${ana.nickname}. A vaga fica guardada enquanto o convite vale (até 48 horas).`)).toBeVisible();
      await expect(bia.getByTestId('partner-card').filter({ hasText: ana.nickname })).toHaveCount(0);
    } finally {
      await biaContext.close();
    }

    // Ana accepts the usual invitation: the team is confirmed and she no longer looks.
    await page.goto('/invitations');
    await page.getByRole('button', { name: `Aceitar convite para ${championship.title}` }).click();
    // The answer lands her on the championship: leaving before it would cancel the acceptance.
    await expect(page.getByText('Convite aceito! Seu time está confirmado.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/championship/${championship.id}$`));
    await expect(page.getByTestId('own-team')).toContainText(ana.nickname);
    await expect(page.getByTestId('partner-section').getByText('Você já está em um time deste campeonato')).toBeVisible();
  });
});
