import { expect, test } from '@playwright/test';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import { dataRequests, freshContextPage } from '../../support/live-day';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, apiUrl, signIn } from '../../support/session';
import { shotPath } from '../../support/shots';

const brasiliaTime = (iso: string) => new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

/**
 * A court held up moves its queue's predictions later, and the athlete's home says so on its own: the organizer marks
 * "Quadra 1" unavailable for 30 minutes on the day screen, and the athlete's next game ("Quadra 1 · previsto HH:MM")
 * shows the new time within 2 s, with no reload and no polling: the live stream says what changed, the home reads it.
 */
test('a held-up court moves the next game’s predicted time on the athlete’s home, live, within 2 s, without polling', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const championship = await api.create();
  const teams = await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);
  const readDay = async () => (await (await request.get(`${apiUrl()}/api/live/championships/${championship.id}/day`)).json()) as GameDay;
  const game = (await readDay()).courts.find((court) => court.court === 'Quadra 1')!.next[0]!;
  const athleteMember = teams.find((team) => team.id === game.teamA.id)!.members[0];

  // The organizer's day screen, ready to hold the court up (the choice of minutes open).
  const organizer = await freshContextPage(browser, baseURL);
  await signIn(organizer, ORGANIZER_ACCOUNT);
  await organizer.goto(`/organizer/championships/${championship.id}/dia`);
  await organizer.getByRole('button', { name: 'Quadra indisponível: Quadra 1' }).click();
  const pauseFor30 = organizer.getByRole('button', { name: 'Quadra 1 indisponível por 30 minutos' });
  await expect(pauseFor30).toBeEnabled();

  // The athlete's home: nobody called a game since the draw's time an hour ago, so theirs is due now.
  const athlete = await freshContextPage(browser, baseURL);
  await signIn(athlete, athleteMember);
  const streams: string[] = [];
  athlete.on('request', (sent) => {
    if (new URL(sent.url()).pathname === `/api/live/championships/${championship.id}`) streams.push(sent.url());
  });
  const requests = dataRequests(athlete, championship.id);
  await athlete.goto('/home');
  const status = athlete.getByTestId('next-game').getByTestId('day-status');
  await expect(status).toHaveText(/^Quadra 1 · previsto \d{2}:\d{2}( \(\+\d+ min\))?$/);
  const before = (await status.textContent())!;
  await expect.poll(() => streams.length, { message: 'the home opens the live stream' }).toBeGreaterThan(0);
  // A mark on the page: a reload would drop it.
  await athlete.evaluate(() => Object.assign(window, { __sameDocument: true }));

  // Quiet: nothing is asked while nothing changes.
  await athlete.waitForTimeout(500);
  const quiet = requests.length;
  await athlete.waitForTimeout(3_000);
  expect(requests.slice(quiet), 'no request while nothing changed').toEqual([]);

  // The court is held up for 30 minutes: the game waits for it.
  const paused = organizer.waitForResponse((answer) => answer.request().method() === 'PUT' && answer.url().endsWith('/courts/Quadra%201/pause'));
  await pauseFor30.click();
  expect((await paused).ok()).toBe(true);
  const moved = (await readDay()).games.find((item) => item.id === game.id)!;
  const after = brasiliaTime(moved.predictedStart);
  expect(before).not.toContain(`previsto ${after}`);
  await expect(status).toHaveText(new RegExp(`^Quadra 1 · previsto ${after} \\(\\+\\d+ min\\)$`), { timeout: 2_000 });

  // The same document, and only what the live event named was read: the athlete's own day.
  expect(await athlete.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  const read = requests.slice(quiet);
  expect(read.length).toBeGreaterThan(0);
  expect(read.every((path) => path === `/api/live/championships/${championship.id}/me`), read.join('\n')).toBe(true);
  await athlete.screenshot({ path: shotPath('gameday-athlete-late.png') });
  await organizer.screenshot({ path: shotPath('gameday-organizer-paused.png') });

  await athlete.context().close();
  await organizer.context().close();
});
