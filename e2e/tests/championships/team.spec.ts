import { expect, test } from '@playwright/test';
import { canEnterCategory } from '@areia/shared/core/rules/category';
import { registerAthlete } from '../../support/athletes';
import { championshipsApi, openChampionship } from '../../support/championships-api';
import { signIn } from '../../support/session';

test('an athlete forms a team with another player, sees it at once, and cannot sign up again', async ({ page }) => {
  const athlete = await registerAthlete(page.request);
  const session = await signIn(page, athlete);
  const api = championshipsApi(page.request, session.token);
  const [list, players] = await Promise.all([api.list(), api.players()]);
  // A partner the championship's category admits (players above it are greyed out) and no team holds. Which seed
  // championships are open moves with the date, and one of them may have every player it admits in a team already:
  // the first open one with such a partner.
  let pick: { championship: (typeof list)[number]; partner: (typeof players)[number]; teams: number } | undefined;
  for (const open of list.filter((c) => openChampionship([c]))) {
    const teams = await api.teams(open.id);
    const taken = new Set(teams.flatMap((team) => team.team_members.map((member) => member.player_id)));
    const partner = players.find((p) => p.id !== session.user.id && !taken.has(p.id) && p.nickname && canEnterCategory(p.minCategory, open.category));
    if (partner) {
      pick = { championship: open, partner, teams: teams.length };
      break;
    }
  }
  expect(pick, 'o seed deve ter um campeonato aberto com vagas e um parceiro livre que a categoria admite').toBeDefined();
  const { championship, partner, teams } = pick!;
  const price = `R$ ${championship.price.toFixed(2).replace('.', ',')}`;

  await page.goto(`/championship/${championship.id}`);
  await expect(page.getByTestId('free-slots')).toHaveText(`${championship.free}Vagas restantes`);
  await page.getByRole('button', { name: `Inscrever-se por ${price}` }).click();

  await expect(page).toHaveURL(new RegExp(`/create-team/${championship.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas (1/2)' })).toBeVisible();
  await expect(page.getByLabel(`Vaga 1: Você, ${athlete.nickname}`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Por favor, preencha todas as vagas do time')).toBeVisible();
  await page.screenshot({ path: '/tmp/championships-create-empty.png' });

  await page.getByRole('button', { name: 'Vaga 2: escolher jogador' }).click();
  await expect(page).toHaveURL(/\/select-player$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Selecionar jogador' })).toBeVisible();
  // The current user is never offered.
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(athlete.nickname);
  await expect(page.getByText('Nenhum jogador encontrado')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(partner.nickname!.toUpperCase());
  const option = page.getByRole('button', { name: new RegExp(`^${partner.nickname}`) });
  await expect(option).toBeVisible();
  await page.screenshot({ path: '/tmp/championships-select.png' });
  await option.click();

  await expect(page).toHaveURL(new RegExp(`/create-team/${championship.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas (2/2)' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Vaga 2: ${partner.nickname} (trocar)` })).toBeVisible();
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas (2/2)' })).toBeVisible();
  await expect(save).toBeEnabled();

  // A chosen player is not offered again for the slot they are not in... and the slot's own player stays choosable.
  await page.getByRole('button', { name: `Vaga 2: ${partner.nickname} (trocar)` }).click();
  await page.getByRole('searchbox', { name: 'Buscar jogador' }).fill(partner.nickname!);
  await expect(page.getByRole('button', { name: new RegExp(`^${partner.nickname}`) })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas (2/2)' })).toBeVisible();

  await save.click();
  await expect(page.getByText('Time criado com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/championship/${championship.id}$`));
  const teamName = `${athlete.nickname} / ${partner.nickname}`;
  // The new team is the athlete's own (not reportable by them) and pending until the partner accepts.
  const own = page.getByRole('group', { name: `Seu time: ${teamName}` });
  await expect(own).toBeVisible();
  await expect(own.getByTestId('team-pending')).toHaveText('aguardando parceiro');
  await expect(page.getByRole('button', { name: `Ver time ${teamName} e denunciar` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Times inscritos (${teams + 1})` })).toBeVisible();
  await expect(page.getByTestId('free-slots')).toHaveText(`${championship.free - 1}Vagas restantes`);
  await expect(page.getByRole('button', { name: `Inscrever-se por ${price}` })).toBeDisabled();
  await expect(page.getByRole('note')).toHaveText('Você já está inscrito neste campeonato');
  // The page's state, said once: not a toast as well.
  await expect(page.getByText('Você já está inscrito neste campeonato')).toHaveCount(1);
  await expect(page.locator('.Toastify').getByText('Você já está inscrito neste campeonato')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/championships-registered.png' });

  // The list knows too, without waiting for the 5-minute cache.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await page.getByRole('tab', { name: 'Inscrito' }).click();
  await expect(page.getByTestId('championship-card').filter({ hasText: championship.title })).toHaveCount(1);
});

test('select-player opened directly (no slot to fill) goes back to the championship list', async ({ page }) => {
  await signIn(page);
  await page.goto('/select-player');
  await expect(page).toHaveURL(/\/championships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos' })).toBeVisible();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  // Replaced, not pushed: back does not return to the empty picker.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/select-player$/);
});
