import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { newSignedInAthlete, ORGANIZER_ACCOUNT, organizerApi } from '../../support/organizer';
import { apiGet, signInNewAthlete } from '../../support/profile';
import { apiLogin, apiUrl, DEMO_ACCOUNT, signIn } from '../../support/session';

test.describe('first steps', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 390, height: 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });

  test('a new athlete is told what to do next, in order, and has no ranking yet', async ({ page, request }) => {
    const { session } = await signInNewAthlete(page, 'passos');
    const me = await apiGet<UserProfile>(page.request, session.token, '/api/user/me');
    // Never played: last by level and sign-up date, which is no place, and a level no game has confirmed.
    expect(me.ranking_points).toBe(0);
    expect(me.level_reliability).toBe(0);

    await page.goto('/home');
    const steps = page.getByTestId('first-steps');
    await expect(steps.getByRole('heading', { name: 'Primeiros passos' })).toBeVisible();
    await expect(steps.getByRole('listitem')).toHaveCount(2);
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Complete seu perfil');
    await expect(steps.getByRole('listitem').nth(0)).toContainText('Falta: foto, nome completo, data de nascimento, gênero.');
    await expect(steps.getByRole('listitem').nth(1)).toContainText('Inscreva-se em um campeonato');
    await expect(steps.getByRole('listitem').nth(1)).toContainText(`Sua categoria é ${me.min_category}`);
    const ranking = page.getByTestId('ranking-card');
    await expect(ranking.getByText('Sem ranking ainda', { exact: true })).toBeVisible();
    await expect(ranking).not.toContainText(/#0|\d+º/);
    await expectNoSeriousViolationsInBothThemes(page, 'home de um atleta novo', { shot: 'first-steps-home', enhancedContrast: false });

    // Each step opens where it is done.
    await steps.getByRole('link', { name: 'Completar perfil' }).click();
    await expect(page).toHaveURL(/\/edit$/);
    await page.goBack();
    await steps.getByRole('link', { name: 'Ver campeonatos' }).click();
    await expect(page).toHaveURL(/\/championships$/);

    // The profile says the same: no place, reliability 0.
    await page.goto('/profile');
    const figures = page.getByRole('region', { name: 'Ranking Geral' });
    await expect(figures.getByText('Sem ranking ainda', { exact: true })).toBeVisible();
    await expect(page.locator('dt', { hasText: /^Nível$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${me.level} · Confiabilidade 0%`);

    // Once the athlete is in a team, the championship step is done and goes.
    const organizer = await apiLogin(request, ORGANIZER_ACCOUNT);
    const championship = await organizerApi(request, organizer.token).create({ title: `Copa Primeiro Passo ${Date.now().toString(36)}`, category: 'Open' });
    const partner = await newSignedInAthlete(request, 'dupla');
    const signUp = await request.post(`${apiUrl()}/api/championships/${VOLEI_MODALITY_ID}/${championship.id}/teams`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { championship_id: championship.id, team_members: [{ player_id: me.id }, { player_id: partner.id }] },
    });
    expect(signUp.status()).toBe(201);
    await page.goto('/home');
    await expect(steps.getByRole('listitem')).toHaveCount(1);
    await expect(steps).toContainText('Complete seu perfil');
    await expect(steps).not.toContainText('Inscreva-se em um campeonato');
  });

  test('the ranking card opens the ranking at the athlete’s own row, highlighted, with every place numbered', async ({ page }) => {
    const session = await signIn(page, DEMO_ACCOUNT);
    const me = await apiGet<UserProfile>(page.request, session.token, '/api/user/me');
    expect(me.ranking_points).toBeGreaterThan(0);
    await page.goto('/home');
    const card = page.getByRole('link', { name: `Ver o ranking geral na sua posição, ${me.ranking}º` });
    await expect(card).toContainText(`${me.ranking}º`);
    await card.click();
    await expect(page).toHaveURL(/\/players\?posicao=minha$/);

    const mine = page.locator('[data-testid="player-card"][aria-current="true"]');
    await expect(mine).toHaveCount(1);
    await expect(mine).toHaveAttribute('href', `/player/${me.id}`);
    await expect(mine.getByTestId('player-position')).toHaveText(`Posição: ${me.ranking}º`);
    await expect(mine).toBeInViewport();
    // The page starts three places above the athlete (fewer near the top), numbered as the whole ranking.
    const places = await page.getByTestId('player-position').allTextContents();
    const first = Math.max(1, me.ranking - 3);
    expect(places.slice(0, me.ranking - first + 1)).toEqual(Array.from({ length: me.ranking - first + 1 }, (_, index) => `Posição: ${first + index}º`));
    await expectNoSeriousViolationsInBothThemes(page, 'ranking aberto na posição do atleta', { shot: 'first-steps-ranking', enhancedContrast: false });

    await page.getByRole('button', { name: 'Ver do 1º lugar' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect(page.getByTestId('player-position').first()).toHaveText('Posição: 1º');
  });

  test('an organizer who never played has no ranking and reliability 0', async ({ page }) => {
    const session = await signIn(page, ORGANIZER_ACCOUNT);
    const me = await apiGet<UserProfile>(page.request, session.token, '/api/user/me');
    expect(me.level_reliability).toBe(0);
    await page.goto('/home');
    await expect(page.getByTestId('ranking-card').getByText('Sem ranking ainda', { exact: true })).toBeVisible();
    await expect(page.getByTestId('ranking-card')).not.toContainText('#00000');
    await page.goto('/profile');
    await expect(page.locator('dt', { hasText: /^Nível$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${me.level} · Confiabilidade 0%`);
  });
});
