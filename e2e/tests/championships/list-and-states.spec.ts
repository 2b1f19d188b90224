import { expect, test, type Page } from '@playwright/test';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import { championshipsApi } from '../../support/championships-api';
import { signIn } from '../../support/session';

const DAY = 24 * 60 * 60 * 1000;
const cards = (page: Page) => page.getByTestId('championship-card');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Buscar campeonato' });

test('the search and filter live in the address and survive the detail, its tabs, back and a reload', async ({ page }) => {
  const session = await signIn(page);
  const all = await championshipsApi(page.request, session.token).list();
  const now = Date.now();
  const target = all.find(
    (c) => !c.isDisabled && new Date(c.occurs).getTime() >= now && new Date(c.occurs).getTime() <= now + 30 * DAY,
  );
  expect(target, 'o seed deve ter um campeonato em breve que abre').toBeDefined();
  const term = target!.title.split(/\s+/).find((word) => word.length >= 4)!;

  await page.goto('/championships');
  await page.getByRole('tab', { name: 'Em breve' }).click();
  await searchBox(page).fill(term);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === term && url.searchParams.get('filtro') === 'soon');
  // The server filters and searches; until its answer arrives the previous list stays on screen, so the count to
  // expect comes from the API with the same parameters, not from the screen at some instant.
  const shown = (await championshipsApi(page.request, session.token).list({ filter: 'soon', search: term })).length;
  expect(shown, 'a busca deve achar o campeonato').toBeGreaterThanOrEqual(1);
  await expect(cards(page)).toHaveCount(Math.min(shown, PAGE_SIZE));
  const card = cards(page).filter({ hasText: target!.title });
  await expect(card).toHaveCount(1);

  const expectSameList = async () => {
    await expect(page).toHaveURL((url) => url.pathname === '/championships' && url.searchParams.get('q') === term && url.searchParams.get('filtro') === 'soon');
    await expect(searchBox(page)).toHaveValue(term);
    await expect(page.getByRole('tab', { name: 'Em breve' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(Math.min(shown, PAGE_SIZE));
    await expect(cards(page).filter({ hasText: target!.title })).toHaveCount(1);
  };

  // The app's back button, even after the details tabs came in between.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/championship/${target!.id}$`));
  await page.getByRole('link', { name: 'Grupos, jogos e classificação' }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${target!.id}/details`));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${target!.id}$`));
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectSameList();

  // The browser's back button.
  await cards(page).filter({ hasText: target!.title }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${target!.id}$`));
  await page.goBack();
  await expectSameList();

  // A reload (or a shared link) opens the same list.
  await page.reload();
  await expectSameList();
});

test('"Você já está inscrito neste campeonato" is the page\'s state, said once, never a toast on a visit', async ({ page }) => {
  const session = await signIn(page);
  // While teams may still change; from the draw on the page says the championship's stage instead.
  const registered = (await championshipsApi(page.request, session.token).list()).find((c) => c.isRegistered && !c.isDisabled && c.stage === 'inscricoes_abertas');
  expect(registered, 'o atleta demo deve estar inscrito em algum campeonato').toBeDefined();

  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(`/championship/${registered!.id}`);
    await expect(page.getByRole('note')).toHaveText('Você já está inscrito neste campeonato');
    await expect(page.getByRole('heading', { name: /Times inscritos/ })).toBeVisible();
    await expect(page.getByText('Você já está inscrito neste campeonato')).toHaveCount(1);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/championships/);
  }
});

test('an unknown or malformed championship id shows "não encontrado" with the way to the list, on every screen of it', async ({ page }) => {
  await signIn(page);
  for (const path of [
    '/championship/00000000-0000-4000-8000-000000000000',
    '/championship/nao-e-um-id',
    '/championship/00000000-0000-4000-8000-000000000000/details',
    '/create-team/00000000-0000-4000-8000-000000000000',
  ]) {
    await page.goto(path);
    const state = page.getByTestId('not-found-state');
    await expect(state.getByRole('heading', { name: 'Campeonato não encontrado' }), path).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
    if (path === '/championship/nao-e-um-id' && process.env.E2E_SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/rough-edges-not-found.png` });
    }
    await state.getByRole('link', { name: 'Ver campeonatos' }).click();
    await expect(page).toHaveURL(/\/championships$/);
  }
});
