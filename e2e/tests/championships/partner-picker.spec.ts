import { expect, test } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { PlayerChoice } from '@areia/shared/core/schemas/player';
import { registerAthlete } from '../../support/athletes';
import { ORGANIZER_ACCOUNT, organizerApi } from '../../support/organizer';
import { fetchAllPages } from '../../support/paging';
import { apiLogin, signIn } from '../../support/session';

test.use({ viewport: { width: 390, height: 844 } });

test('the partner picker lists who may join first, then the others under their own heading with the server’s reason', async ({ page }) => {
  const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
  const championship = await organizerApi(page.request, token).create({ title: `Copa Parceiros ${Date.now().toString(36)}`, category: 'Intermediário' });
  const athlete = await registerAthlete(page.request);
  const session = await signIn(page, athlete);
  const choices = await fetchAllPages<PlayerChoice>(page.request, session.token, `/api/players/${VOLEI_MODALITY_ID}`, { eligibleFor: championship.id });
  const offered = choices.filter((player) => player.id !== session.user.id);
  const free = offered.filter((player) => player.reason === null);
  const others = offered.filter((player) => player.reason !== null);
  // The seed has both kinds for an Intermediário championship, and the API puts every free one first.
  expect(free.length).toBeGreaterThan(0);
  expect(others.length).toBeGreaterThan(0);
  expect(choices.findIndex((player) => player.reason !== null)).toBe(choices.filter((player) => player.reason === null).length);

  await page.goto(`/create-team/${championship.id}`);
  await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
  await expect(page).toHaveURL(/\/select-player$/);
  const mayJoin = page.getByRole('list', { name: 'Selecionar jogador' });
  await expect(mayJoin.getByRole('button').first()).toContainText(free[0]!.nickname!);
  await expect(mayJoin.getByRole('button').first()).toBeEnabled();

  // Nobody greyed out above the first one who may join; the others follow under their heading, each with its reason.
  await expect(mayJoin.getByTestId('player-ineligible')).toHaveCount(0);
  const rest = page.getByRole('list', { name: 'Não podem entrar neste campeonato' });
  // The next pages load as the list scrolls (or by "Carregar mais" when shown); however many players may join before
  // them, the others come after the last of those pages.
  await expect(async () => {
    const more = page.getByRole('button', { name: 'Carregar mais' });
    // The button leaves when the last page arrives, maybe between seeing it and tapping it: a short try, then again.
    if (await more.isVisible()) await more.click({ timeout: 2_000 });
    else await page.mouse.wheel(0, 5000);
    expect(await rest.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 30_000 });
  await rest.scrollIntoViewIfNeeded();
  const firstOther = rest.getByRole('button').first();
  await expect(firstOther).toBeDisabled();
  await expect(firstOther).toContainText(others[0]!.reason!);
});
