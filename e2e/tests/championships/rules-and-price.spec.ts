import { expect, test } from '@playwright/test';
import { ORGANIZER_ACCOUNT, organizerApi } from '../../support/organizer';
import { apiLogin, signIn } from '../../support/session';
import { shotPath } from '../../support/shots';

test.use({ viewport: { width: 390, height: 844 } });

test('a free championship says "Grátis" on its card and its page; its rules page shows the organizer’s own text, then the general rules', async ({ page }) => {
  const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
  const rules = 'Duplas em grupos de 3, os dois primeiros vão ao mata-mata.\nSets de 21; desempate de 15.';
  const free = await organizerApi(page.request, token).create({ title: `Copa Grátis ${Date.now().toString(36)}`, price: 0, category: 'Iniciante', rules });
  await signIn(page);

  await page.goto('/championships');
  await page.getByRole('searchbox').fill(free.title);
  const card = page.getByTestId('championship-card').filter({ hasText: free.title });
  // The new championship can be on the list's first page before the search answers: the searched list holds it alone.
  // A card clicked while the search's answer replaces the list is a click on a row already gone.
  await expect(page.getByTestId('championship-card')).toHaveCount(1);
  await expect(card).toContainText('Grátis');
  await expect(card).not.toContainText('R$');
  await page.screenshot({ path: shotPath('edges-free-championship-card.png') });
  await card.click();
  await expect(page.getByRole('button', { name: 'Inscrever-se grátis' })).toBeVisible();
  await expect(page.getByText('R$ 0,00')).toHaveCount(0);
  // The organizer wrote rules: the link no longer says "Em breve".
  const rulesLink = page.getByRole('link', { name: /^Regras/ });
  await expect(rulesLink).not.toContainText('Em breve');
  await page.getByRole('button', { name: 'Inscrever-se grátis' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('edges-free-championship.png') });

  await rulesLink.click();
  await expect(page).toHaveURL(new RegExp(`/championship/${free.id}/rules$`));
  await expect(page.getByTestId('organizer-rules')).toHaveText(rules);
  await expect(page.getByText('formato ainda será definido')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Regras gerais' })).toBeVisible();
  await expect(page.getByText('Vitória vale 2 pontos, derrota 1 ponto e W.O. 0 pontos.')).toBeVisible();
  await expect(page.getByText(/Os sets 1 e 2 vão até 21 pontos e o 3º até 15/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Desempate nos grupos (FIVB)' })).toBeVisible();
  await page.screenshot({ path: shotPath('edges-rules.png'), fullPage: true });
});

test('a championship whose organizer wrote no rules says "Em breve" there, and only there', async ({ page }) => {
  const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
  const bare = await organizerApi(page.request, token).create({ title: `Copa Sem Regras ${Date.now().toString(36)}` });
  await signIn(page);
  await page.goto(`/championship/${bare.id}`);
  await expect(page.getByRole('link', { name: /^Regras/ })).toContainText('Em breve');
  await page.getByRole('link', { name: /^Regras/ }).click();
  await expect(page.getByTestId('organizer-rules-soon')).toContainText('Em breve');
  await expect(page.getByRole('heading', { name: 'Regras gerais' })).toBeVisible();
});

test('the organizer writes the rules in the championship form; too long is refused with a pt-BR message under the field', async ({ page }) => {
  const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
  const created = await organizerApi(page.request, token).create({ title: `Copa Regras Form ${Date.now().toString(36)}` });
  await signIn(page, ORGANIZER_ACCOUNT);
  await page.goto(`/organizer/championships/${created.id}/edit`);
  const field = page.getByLabel('Regras (opcional)');
  await field.fill('x'.repeat(2001));
  await page.getByRole('button', { name: /^Salvar/ }).click();
  await expect(page.getByText('As regras devem ter no máximo 2000 caracteres')).toBeVisible();
  await field.fill('Sets de 21, melhor de 3.');
  await page.getByRole('button', { name: /^Salvar/ }).click();
  await expect.poll(async () => (await organizerApi(page.request, token).detail(created.id)).rules).toBe('Sets de 21, melhor de 3.');
});
