import { expect, test } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { courtLabel, signedInPage } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl } from '../../support/session';
import { shotPath } from '../../support/shots';

test('the organizer calls a game on the day screen; the athlete’s home says "Chamado agora — Quadra N"', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const championship = await api.create();
  const teams = await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);

  // The athlete's first game of the day, as the public day orders it.
  const dayAnswer = await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`);
  expect(dayAnswer.ok()).toBe(true);
  const day = (await dayAnswer.json()) as GameDay;
  const team = teams[0]!;
  const mine = day.games
    .filter((game) => game.state === 'aguardando' && (game.teamA.id === team.id || game.teamB.id === team.id))
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt))[0]!;
  const teamsText = `${mine.teamA.name} x ${mine.teamB.name}`;

  const organizer = await signedInPage(browser, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${championship.id}`);
  await organizer.getByRole('link', { name: 'Dia de jogos: quadras e filas' }).click();
  await expect(organizer).toHaveURL(new RegExp(`/organizer/championships/${championship.id}/dia$`));
  const court = organizer.getByTestId('day-court').filter({ has: organizer.getByRole('heading', { level: 2, name: courtLabel(mine.court) }) });
  await expect(court).toBeVisible();
  await expect(court.getByTestId('day-queued').filter({ hasText: teamsText })).toContainText('previsto');
  await organizer.screenshot({ path: shotPath('gameday-organizer.png') });
  await court.getByRole('button', { name: `Chamar para a quadra: ${teamsText}` }).click();
  // The called game leaves the queue for the court (how long the button stays disabled in between is the server's pace).
  await expect(court.getByTestId('day-current')).toContainText(teamsText);
  await expect(court.getByTestId('day-current')).toContainText('Chamado às');
  await expect(court.getByRole('button', { name: `Chamar para a quadra: ${teamsText}` })).toHaveCount(0);

  const athlete = await signedInPage(browser, team.members[0]);
  await athlete.goto('/home');
  const card = athlete.getByTestId('next-game');
  await expect(card.getByTestId('day-status')).toHaveText(`Chamado agora — ${courtLabel(mine.court)}`);
  await athlete.screenshot({ path: shotPath('gameday-athlete-called.png') });
});
