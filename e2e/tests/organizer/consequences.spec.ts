import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { OrganizerChampionship } from '@areia/shared/core/schemas/organizer';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { fetchAllPages } from '../../support/paging';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { shotPath } from '../../support/shots';

const hourMinute = (at: Date) => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(at);

test.describe('the organizer sees consequences before the tap', () => {
  test.describe.configure({ timeout: 150_000 });
  test.use({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

  test('the team list shows where each team’s payment stands', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(request, organizer.token).create({ title: `Copa Quem Pagou ${Date.now().toString(36)}`, price: 40 });
    const [paid, due] = await signUpTeams(request, championship.id, 2);
    const auth = { Authorization: `Bearer ${organizer.token}` };
    const shares = (await (await request.get(`${apiUrl()}/api/organizer/championships/${championship.id}/payments`, { headers: auth })).json()) as { id: string; teamId: string; team: string }[];
    for (const share of shares.filter((item) => item.teamId === paid!.id)) {
      expect((await request.post(`${apiUrl()}/api/organizer/payments/${share.id}/confirm`, { headers: auth })).status()).toBe(200);
    }
    // A team whose partner has not answered yet: no share, nothing to pay.
    const [first, partner] = [await newSignedInAthlete(request, 'espera'), await newSignedInAthlete(request, 'convidada')];
    const waiting = await request.post(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}/teams`, {
      headers: { Authorization: `Bearer ${first.token}` },
      data: { championship_id: championship.id, team_members: [{ player_id: first.id }, { player_id: partner.id }] },
    });
    expect(waiting.status()).toBe(201);

    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto(`/organizer/championships/${championship.id}`);
    const teams = page.getByRole('list', { name: 'Times inscritos' });
    const teamNamed = (name: string) => teams.getByTestId('organizer-team').filter({ hasText: name });
    const nameOf = (teamId: string) => shares.find((share) => share.teamId === teamId)!.team;
    await expect(teamNamed(nameOf(paid!.id)).getByTestId('team-payment')).toHaveText('Pagamento: Pago');
    await expect(teamNamed(nameOf(due!.id)).getByTestId('team-payment')).toHaveText('Pagamento: Pendente');
    await expect(teamNamed(first.nickname).getByTestId('team-payment')).toHaveText('Aguardando parceiro');
    await teams.scrollIntoViewIfNeeded();
    await expectNoSeriousViolationsInBothThemes(page, 'times com a situação do pagamento', { shot: 'organizer-team-payments', enhancedContrast: false });
  });

  test('a game more than an hour away shows its score form disabled with the time it opens', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(request, organizer.token).create({ title: `Copa Placar Cedo ${Date.now().toString(36)}` });
    await signUpTeams(request, championship.id, 3);
    const startsAt = new Date(Math.floor((Date.now() + 3 * 3_600_000) / 60_000) * 60_000);
    const draw = await request.post(`${apiUrl()}/api/organizer/championships/${championship.id}/pools`, {
      headers: { Authorization: `Bearer ${organizer.token}` },
      data: { mode: 'snake', poolSize: 3, startsAt: startsAt.toISOString(), courts: 1, minutesPerGame: 30 },
    });
    expect(draw.status()).toBe(200);
    const opens = new Date(startsAt.getTime() - 3_600_000);
    const sameDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(opens) === new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const opening = sameDay ? `Placar abre às ${hourMinute(opens)}` : new RegExp(`^Placar abre em \\d{2}/\\d{2}/\\d{2} às ${hourMinute(opens)}$`);

    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto(`/organizer/championships/${championship.id}`);
    const games = page.getByTestId('organizer-game');
    await expect(games).toHaveCount(3);
    await expect(games.first().getByTestId('score-opening')).toHaveText(opening);
    await expect(games.first()).not.toContainText('Lançar placar');
    await games.first().click();

    const form = page.getByRole('form', { name: 'Placar do jogo' });
    await expect(form.getByTestId('score-opening')).toHaveText(opening);
    await expect(form.getByRole('button', { name: 'Salvar placar' })).toBeDisabled();
    const inputs = form.getByRole('textbox');
    expect(await inputs.count()).toBeGreaterThan(0);
    for (const input of await inputs.all()) await expect(input).toBeDisabled();
    await expectNoSeriousViolationsInBothThemes(page, 'placar antes de abrir', { shot: 'organizer-score-early', enhancedContrast: false });
  });

  test('the organizer’s championships: the coming ones first, soonest first, then the past ones, latest first', async ({ page, request }) => {
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const listed = await fetchAllPages<OrganizerChampionship>(request, organizer.token, '/api/organizer/championships');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const startOfToday = new Date(`${today}T00:00:00-03:00`).getTime();
    const at = listed.map((item) => new Date(item.occurs).getTime());
    const firstPast = at.findIndex((time) => time < startOfToday);
    expect(firstPast).toBeGreaterThan(0);
    expect(at.slice(firstPast).every((time) => time < startOfToday)).toBe(true);
    const coming = at.slice(0, firstPast);
    const past = at.slice(firstPast);
    expect(coming).toEqual([...coming].sort((a, b) => a - b));
    expect(past).toEqual([...past].sort((a, b) => b - a));

    await signIn(page, ORGANIZER_ACCOUNT);
    await page.goto('/organizer');
    const titles = page.getByRole('list', { name: 'Meus campeonatos' }).getByRole('heading', { level: 2 });
    await expect(titles.first()).toHaveText(listed[0]!.title);
    const shown = await titles.allTextContents();
    expect(shown).toEqual(listed.slice(0, shown.length).map((item) => item.title));
    await page.screenshot({ path: shotPath('organizer-list-upcoming-first.png') });
  });
});
