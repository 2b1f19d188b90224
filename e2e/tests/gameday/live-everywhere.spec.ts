import { expect, test } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { dataRequests, freshContextPage } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';

test('a call, a score and a W.O. reach the spectator\'s Ao vivo page and the athlete\'s championship within 2 s, without polling', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const championship = await api.create();
  const teams = await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);
  const readDay = async () => (await (await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`)).json()) as GameDay;
  const day = await readDay();
  const court = day.courts.find((item) => item.court === 'Quadra 1')!;
  const game = court.next[0]!;
  const athleteMember = teams.find((team) => team.id === game.teamA.id)!.members[0];
  const headers = { Authorization: `Bearer ${token}` };

  // The athlete's home: the draw's times were an hour ago and nobody called a game, so the next one is late.
  const athlete = await freshContextPage(browser, baseURL);
  await signIn(athlete, athleteMember);
  await athlete.goto('/home');
  await expect(athlete.getByTestId('next-game').getByTestId('day-status')).toHaveText(/^Quadra \d · previsto \d{2}:\d{2} \(\+\d+ min\)$/);

  const spectator = await freshContextPage(browser, baseURL);
  const spectatorRequests = dataRequests(spectator, championship.id);
  await spectator.goto(`/ao-vivo/${championship.id}`);
  const spectatorCourt = spectator.getByTestId('live-court').filter({ has: spectator.getByRole('heading', { name: 'Quadra 1' }) });
  await expect(spectatorCourt).toBeVisible();

  const athleteRequests = dataRequests(athlete, championship.id);
  await athlete.goto(`/championship/${championship.id}/details?aba=jogos`);
  const card = athlete.getByTestId('game-card').filter({ hasText: game.teamA.name }).filter({ hasText: game.teamB.name }).first();
  await expect(card).toContainText('agendado');

  // Quiet: neither page asks for anything while nothing changes.
  await spectator.waitForTimeout(500);
  const [spectatorBefore, athleteBefore] = [spectatorRequests.length, athleteRequests.length];
  await spectator.waitForTimeout(4_000);
  expect(spectatorRequests.length, spectatorRequests.join('\n')).toBe(spectatorBefore);
  expect(athleteRequests.length, athleteRequests.join('\n')).toBe(athleteBefore);

  // The organizer calls the game: the spectator sees it on court.
  expect((await request.post(`${apiUrl()}/api/organizer/games/${game.id}/call`, { headers })).ok()).toBe(true);
  await expect(spectatorCourt.getByTestId('live-current')).toContainText(game.teamA.name, { timeout: 2_000 });

  // Its score: final on the athlete's Jogos tab, and off court on the spectator's page.
  const saved = await request.put(`${apiUrl()}/api/organizer/games/${game.id}/score`, { headers, data: { sets: [{ a: 21, b: 15 }, { a: 21, b: 17 }], version: game.version } });
  expect(saved.ok()).toBe(true);
  await expect(card).toHaveAccessibleName(/\(finalizado\): .+ 2 x 0 .+/, { timeout: 2_000 });
  await expect(spectatorCourt.getByTestId('live-current')).toHaveCount(0, { timeout: 2_000 });

  // W.O.: the absent team played and lost, with no match point.
  const other = (await readDay()).courts.find((item) => item.court === 'Quadra 2')!.next[0]!;
  const forfeit = await request.post(`${apiUrl()}/api/organizer/games/${other.id}/forfeit`, { headers, data: { teamId: other.teamB.id } });
  expect(forfeit.ok()).toBe(true);
  const absentRow = spectator.getByRole('row').filter({ has: spectator.getByRole('rowheader', { name: other.teamB.name, exact: true }) });
  await expect(absentRow.locator('td').nth(1)).toHaveText('1', { timeout: 2_000 });
  await expect(absentRow.locator('td').nth(3)).toHaveText('0');

  await athlete.context().close();
  await spectator.context().close();
});
