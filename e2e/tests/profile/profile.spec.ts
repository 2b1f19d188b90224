import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { apiGet } from '../../support/profile';
import { DEMO_ACCOUNT, signIn } from '../../support/session';
import { shotPath } from '../../support/shots';

type Me = UserProfile;

const movement = (change: number) =>
  change > 0 ? `▲ ${change} ${change === 1 ? 'posição' : 'posições'}` : change < 0 ? `▼ ${-change} ${change === -1 ? 'posição' : 'posições'}` : 'Sem alteração no mês';

test('the profile shows the real ranking, statistics and active modalities of the signed-in athlete', async ({ page }) => {
  const session = await signIn(page, DEMO_ACCOUNT);
  const me = await apiGet<Me>(page.request, session.token, '/api/user/me');
  const active = await apiGet<{ modality: string }[]>(page.request, session.token, '/rest/v1/user_modalities', {
    select: '*',
    user_id: `eq.${me.id}`,
    status: 'eq.active',
  });
  expect(active.some((row) => row.modality === VOLEI_MODALITY_ID)).toBe(true);
  expect(me.statistics.total_championships).toBeGreaterThan(0);

  await page.goto('/home');
  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: me.full_name ?? me.nickname ?? '' })).toBeVisible();
  await expect(page.getByText(me.id.slice(0, 6), { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Modalidades' }).getByText('Vôlei', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ranking Geral' }).getByText(`${me.ranking}º`, { exact: true })).toBeVisible();
  await expect(page.getByText(movement(me.ranking_change))).toBeVisible();

  const stat = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  // The rating is the level: one number, shown with its reliability as the player page shows it to everyone.
  expect(me.rating).toBe(me.level);
  await expect(stat('Categoria mínima')).toHaveText(me.min_category);
  await expect(stat('Nível mínimo')).toHaveText(String(me.min_score));
  await expect(stat('Pontos no ranking')).toHaveText(String(me.ranking_points));
  await expect(stat('Nível')).toHaveText(`${me.level} · Confiabilidade ${me.level_reliability}%`);
  await expect(stat('Campeonatos nos últimos 6 meses')).toHaveText(String(me.statistics.recent_championships));
  await expect(stat('Campeonatos desde o cadastro')).toHaveText(String(me.statistics.total_championships));
  await expect(stat('Vitórias')).toHaveText(String(me.statistics.victories));
  await expect(stat('Derrotas')).toHaveText(String(me.statistics.defeats));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('edges-profile.png'), fullPage: true });

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('supabase-js is fetched only by the screens that read user_modalities', async ({ page }) => {
  // Each script's body is read as it arrives and awaited before a check: a check that ran while a body was still being
  // read missed that script.
  const bodies: Promise<string | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.text().then((body) => (body.includes('supabase-js') || body.includes('@supabase/') ? response.url() : undefined), () => undefined));
  });
  const supabaseScripts = async () => (await Promise.all(bodies)).filter((url) => url !== undefined);
  await signIn(page, DEMO_ACCOUNT);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/home');
  await expect(page.getByRole('link', { name: /^Jogadores Vôlei: \d+$/ })).toBeVisible();
  expect(await supabaseScripts()).toEqual([]);
  await page.getByRole('link', { name: 'Ver meu perfil' }).click();
  await expect(page.getByRole('region', { name: 'Modalidades' }).getByText('Vôlei', { exact: true })).toBeVisible();
  expect((await supabaseScripts()).length).toBeGreaterThan(0);
});
