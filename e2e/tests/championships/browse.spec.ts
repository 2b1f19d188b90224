import { expect, test, type Page, type Request } from '@playwright/test';
import { championshipsApi } from '../../support/championships-api';
import { signIn } from '../../support/session';

const DAY = 24 * 60 * 60 * 1000;
const cards = (page: Page) => page.getByTestId('championship-card');

test('filters and search narrow the championship list; a closed championship’s card opens its page', async ({ page }) => {
  const session = await signIn(page);
  const all = await championshipsApi(page.request, session.token).list();
  const now = Date.now();
  const soon = all.filter((c) => new Date(c.occurs).getTime() >= now && new Date(c.occurs).getTime() <= now + 30 * DAY);
  const registered = all.filter((c) => c.isRegistered);
  // "Todos": what is still to come (the home's count); "Encerrados": finished or cancelled.
  const over = (c: (typeof all)[number]) => c.stage === 'finalizado' || c.stage === 'cancelado';
  const current = all.filter((c) => !over(c));
  const past = all.filter(over);
  // The seed must give each filter something to remove, or this test could not fail.
  expect(soon.length).toBeGreaterThan(0);
  expect(soon.length).toBeLessThan(all.length);
  expect(registered.length).toBeGreaterThan(0);
  expect(registered.length).toBeLessThan(all.length);
  expect(past.length).toBeGreaterThan(0);
  expect(current.length).toBeGreaterThan(0);

  await page.goto('/championships');
  await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos' })).toBeVisible();
  await expect(cards(page)).toHaveCount(current.length);
  for (const c of past) await expect(cards(page).filter({ hasText: c.title })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tab', { name: 'Encerrados' }).click();
  await expect(cards(page)).toHaveCount(past.length);
  for (const c of past) await expect(cards(page).filter({ hasText: c.title })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Em breve' }).click();
  await expect(cards(page)).toHaveCount(soon.length);
  for (const c of soon) await expect(cards(page).filter({ hasText: c.title })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Inscrito' }).click();
  await expect(cards(page)).toHaveCount(registered.length);
  for (const c of registered) await expect(cards(page).filter({ hasText: c.title })).toHaveCount(1);

  await page.getByRole('tab', { name: 'Todos' }).click();
  const search = page.getByRole('searchbox', { name: 'Buscar campeonato' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar');
  await search.fill('COPA');
  const copa = current.filter((c) => c.title.toLowerCase().includes('copa'));
  expect(copa.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(copa.length);
  for (const c of copa) await expect(cards(page).filter({ hasText: c.title })).toHaveCount(1);

  await search.fill('nenhum campeonato tem este nome');
  await expect(page.getByText('Nenhum campeonato encontrado')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await search.fill('');
  const disabled = all.find((c) => c.isDisabled)!;
  // A closed championship's card still opens its page, which says why signing up is not possible.
  await page.screenshot({ path: '/tmp/championships-list.png' });
  await page.getByRole('link', { name: new RegExp(disabled.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${disabled.id}$`));
  await expect(page.getByRole('heading', { name: disabled.title })).toBeVisible();
  await expect(page.getByRole('note')).toBeVisible();
});

test('a detail shows the slots, the per-person price and the registered teams', async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  const list = await api.list();
  const target = list.find((c) => !c.isDisabled && c.free > 0 && c.status === 'Inscrições abertas' && !c.isRegistered)!;
  const [detail, teams] = await Promise.all([api.detail(target.id), api.teams(target.id)]);

  await page.goto('/championships');
  await page.getByRole('link', { name: new RegExp(target.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/championship/${target.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await expect(page.getByTestId('free-slots')).toHaveText(`${detail.free}Vagas restantes`);
  // The teams signed up out of how many may be, and the slots left: each number says what it counts.
  await expect(page.getByText('Duplas inscritas')).toBeVisible();
  await expect(page.getByText(`${detail.teams_count} de ${detail.max_teams}`, { exact: true })).toBeVisible();
  expect(detail.teams_count + detail.free).toBe(detail.max_teams);
  await expect(page.getByText(detail.arena_name)).toBeVisible();
  const price = `R$ ${detail.price.toFixed(2).replace('.', ',')}`;
  await expect(page.getByRole('button', { name: `Inscrever-se por ${price}` })).toBeEnabled();
  await expect(page.getByRole('heading', { name: `Times inscritos (${teams.length})` })).toBeVisible();
  for (const team of teams) await expect(page.getByRole('button', { name: `Ver time ${team.team} e denunciar` })).toBeVisible();
  await page.screenshot({ path: '/tmp/championships-detail.png', fullPage: true });

  await page.getByRole('link', { name: /Regras/ }).click();
  await expect(page.getByRole('heading', { name: 'Regras gerais' })).toBeVisible();
  await expect(page.getByText(/Os sets 1 e 2 vão até 21 pontos/)).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
});

test('tabs load only when opened: no groups request before Grupos; finished games show scores, scheduled ones "..."', async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  const list = await api.list();
  // A championship in progress has both finished and scheduled games.
  let target: (typeof list)[number] | undefined;
  let games: Awaited<ReturnType<typeof api.games>> = [];
  for (const c of list) {
    const g = await api.games(c.id);
    if (g.some((x) => x.status === 'finalizado') && g.some((x) => x.status !== 'finalizado')) {
      target = c;
      games = g;
      break;
    }
  }
  expect(target, 'o seed deve ter um campeonato em andamento').toBeDefined();

  const requests: string[] = [];
  const track = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/championships/')) requests.push(url.pathname);
  };
  page.on('request', track);
  const endsWith = (suffix: string) => requests.filter((path) => path.endsWith(`/${target!.id}/${suffix}`));

  await page.goto(`/championship/${target!.id}/details?aba=jogos`);
  await expect(page.getByRole('tab', { name: 'Jogos' })).toHaveAttribute('aria-selected', 'true');
  const finished = games.find((g) => g.status === 'finalizado')!;
  const scheduled = games.find((g) => g.status !== 'finalizado')!;
  const finishedCard = page.getByRole('group', {
    name: `Fase ${finished.phase} - Grupo ${finished.group} (finalizado): ${finished.team_a} ${finished.team_score} x ${finished.opponent_team_score} ${finished.team_b}`,
  });
  await expect(finishedCard).toBeVisible();
  const scheduledCard = page.getByRole('group', {
    name: `Fase ${scheduled.phase} - Grupo ${scheduled.group} (${scheduled.status}): ${scheduled.team_a} ... x ... ${scheduled.team_b}`,
  });
  await expect(scheduledCard).toBeVisible();
  await expect(scheduledCard).toContainText('...');
  await page.screenshot({ path: '/tmp/championships-games.png' });

  // The open tab re-reads itself every few seconds (live at the court), so "at least once"; the other tabs
  // still wait until they are opened.
  expect(endsWith('games').length).toBeGreaterThanOrEqual(1);
  expect(endsWith('groups')).toHaveLength(0);
  expect(endsWith('results')).toHaveLength(0);

  const groupsResponse = page.waitForResponse((r) => r.url().endsWith(`/${target!.id}/groups`));
  await page.getByRole('tab', { name: 'Grupos' }).click();
  const groupsAnswer = await groupsResponse;
  expect(groupsAnswer.ok()).toBe(true);
  expect(endsWith('groups').length).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('table', { name: /^Grupo / }).first()).toBeVisible();
  // Each group lists its teams in the API's order, members text as sent (no client re-ranking or re-splitting).
  const groupRows = (await groupsAnswer.json()) as { group_label: string; members: string }[];
  const firstLabel = groupRows[0]!.group_label;
  const firstGroup = groupRows.filter((row) => row.group_label === firstLabel).map((row) => row.members);
  expect(firstGroup.length).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: `Grupo ${firstLabel}` }).getByRole('rowheader')).toHaveText(firstGroup);
  await expect(page.getByRole('columnheader', { name: 'D' }).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/championships-groups.png' });
  expect(endsWith('results')).toHaveLength(0);

  const resultsResponse = page.waitForResponse((r) => r.url().endsWith(`/${target!.id}/results`));
  await page.getByRole('tab', { name: 'Geral' }).click();
  const resultRows = (await (await resultsResponse).json()) as { members: string }[];
  expect(resultRows.length).toBeGreaterThan(1);
  await expect(page.getByRole('table', { name: 'Geral' }).getByRole('rowheader')).toHaveText(resultRows.map((row) => row.members));
  // Spec §2's legend word for word; the saldo rule is a footnote.
  const legend = page.getByLabel('Legenda', { exact: true });
  await expect(legend.getByRole('term')).toHaveText(['J', 'P', 'V', 'S', 'F']);
  await expect(legend.getByRole('definition')).toHaveText(['Jogos', 'Pontos', 'Vitórias', 'Saldo', 'Pontos a favor']);
  await expect(page.getByText('Saldo = pontos a favor menos pontos contra')).toBeVisible();
  expect(endsWith('results').length).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: '/tmp/championships-results.png', fullPage: true });
});
