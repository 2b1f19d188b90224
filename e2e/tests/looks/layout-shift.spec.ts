import { expect, test, type Page } from '@playwright/test';
import { fetchApiPlayers } from '../../support/api-data';
import { championshipsApi } from '../../support/championships-api';
import { answerOneAtATime, layoutShifts, recordLayoutShifts } from '../../support/layout-shift';
import { ORGANIZER_ACCOUNT, seedChampionshipInPools } from '../../support/organizer';
import { signInNewAthlete } from '../../support/profile';
import { apiLogin, signIn } from '../../support/session';

/**
 * No screen moves under the athlete's thumb: on a first visit every late block (the next game, the avisos bell, the
 * payment card, the day status, counts, images) keeps its room or is there in the first paint. The API answers one
 * at a time with a painted frame after each, the worst order a slow network gives, and the page's `layout-shift`
 * entries add up to at most 0.02 (the sum bounds every CLS window); nothing is ever wider than the phone.
 */
const MAX_SHIFT = 0.02;

// The worker's own requests bypass page.route: a first visit without it, as on a phone that has never opened the app.
test.use({ serviceWorkers: 'block' });

async function expectStill(page: Page, path: string, ready: () => Promise<boolean>) {
  await recordLayoutShifts(page);
  const answers = await answerOneAtATime(page);
  await page.goto(path, { waitUntil: 'commit' });
  await answers.settle(ready);
  const { total, report } = await layoutShifts(page);
  expect(total, `${path}: deslocamentos\n${report}`).toBeLessThanOrEqual(MAX_SHIFT);
  // Nor was anything wider than the phone at any moment of the load: a phone would widen the whole page for it, for
  // good (the layout viewport stays wide), and taps would land off their targets.
  expect(await page.evaluate(() => window.innerWidth), `${path}: a página ficou mais larga que o celular`).toBe(390);
}

/** The home's "Jogar" card has its counts: the invitations and the open games, numbers rather than dots. */
const playCounted = async (page: Page) =>
  (await page.getByRole('link', { name: /^Convites: \d+\+?$/ }).isVisible()) && (await page.getByRole('link', { name: /^Jogos abertos .+: \d+\+?$/ }).isVisible());

const visible = (page: Page, locator: ReturnType<Page['locator']>) => () => locator.first().isVisible();

test('the home does not move as its late blocks arrive (next game, counts, bell)', async ({ page }) => {
  await signIn(page);
  await expectStill(page, '/home', async () => {
    const total = page.getByText(/^Esta é a sua colocação em um total de \d+ atletas\.$/);
    return (await total.isVisible()) && (await playCounted(page));
  });
});

test("a new athlete's home does not move as its first steps arrive", async ({ page }) => {
  await signInNewAthlete(page, 'quieta');
  await expectStill(page, '/home', async () => {
    const steps = page.getByTestId('first-steps').getByRole('listitem');
    return (await steps.count()) === 2 && (await playCounted(page));
  });
});

test('the championship list does not move as its cards and images arrive', async ({ page }) => {
  await signIn(page);
  await expectStill(page, '/championships', visible(page, page.getByTestId('championship-card')));
});

test("a championship's page does not move as its teams, payment and day status arrive", async ({ page }) => {
  const session = await signIn(page);
  const api = championshipsApi(page.request, session.token);
  // One the demo athlete plays in: the page then has the most late blocks (payment, day status).
  const list = await api.list();
  const mine = list.find((c) => c.isRegistered && !c.isDisabled) ?? list.find((c) => !c.isDisabled);
  expect(mine, 'a championship in the seed').toBeDefined();
  await expectStill(page, `/championship/${mine!.id}`, visible(page, page.getByRole('heading', { level: 1, name: mine!.title })));
});

test("a player's page does not move as the profile and its statistics arrive", async ({ page }) => {
  await signIn(page);
  const [player] = await fetchApiPlayers(page.request);
  await expectStill(page, `/player/${player!.id}`, visible(page, page.getByRole('heading', { level: 2 })));
});

test("the organizer's championships do not move as they arrive", async ({ page }) => {
  await signIn(page, ORGANIZER_ACCOUNT);
  await expectStill(page, '/organizer', visible(page, page.getByRole('list', { name: 'Meus campeonatos' }).getByRole('listitem')));
});

test("the organizer's screen of a championship does not move as its teams and payments arrive", async ({ page }) => {
  await signIn(page, ORGANIZER_ACCOUNT);
  const { token } = await apiLogin(page.request, ORGANIZER_ACCOUNT);
  const ongoing = await seedChampionshipInPools(page.request, token);
  await expectStill(page, `/organizer/championships/${ongoing.id}`, visible(page, page.getByRole('heading', { level: 1, name: ongoing.title })));
});
