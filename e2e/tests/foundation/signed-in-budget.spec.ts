import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { championshipsApi } from '../../support/championships-api';
import { signIn } from '../../support/session';

/**
 * The byte budgets of a first visit to the two signed-in screens athletes open most, the home and a championship's
 * page: every JS and CSS file downloaded until the page is shown and the network is quiet, gzip level 9 computed here
 * from the bodies, as `landing-budget.spec.ts` counts `/`. Each budget is the next whole KB above the build's
 * figure, so any growth fails here. What keeps them there: these pages validate in the browser only the live
 * stream's events, with zod/mini (shared/src/core/schemas/live-event.ts), and read every other constant from
 * zod-free modules (shared/src/core/constants.ts), so neither downloads zod whole nor builds every schema at start.
 */
const BUDGET_KB = { home: 180, championship: 186 } as const;

// A first visit: nothing from an earlier one, no worker fetching ahead.
test.use({ serviceWorkers: 'block' });

async function firstVisitKb(page: Page, path: string, shown: () => Promise<void>) {
  const bodies: Promise<{ url: string; gz: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), gz: gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await shown();
  const files = await Promise.all(bodies);
  const totalKb = files.reduce((sum, file) => sum + file.gz, 0) / 1024;
  const report = files.map((f) => `${(f.gz / 1024).toFixed(1).padStart(6)} KB ${f.url}`).join('\n');
  console.log(`${path}: ${files.length} arquivos JS/CSS, ${totalKb.toFixed(1)} KB gzip\n${report}`);
  return { totalKb, report };
}

test('a first visit to the home stays within its JS+CSS byte budget', async ({ page }) => {
  // Signed in through /robots.txt (support/session.ts): none of the app's files is in the cache yet.
  await signIn(page);
  const { totalKb, report } = await firstVisitKb(page, '/home', () =>
    expect(page.getByRole('heading', { level: 1, name: 'Home', exact: true })).toBeVisible(),
  );
  expect(totalKb, report).toBeLessThanOrEqual(BUDGET_KB.home);
});

test("a first visit to a championship's page stays within its JS+CSS byte budget", async ({ page }) => {
  const session = await signIn(page);
  const [championship] = await championshipsApi(page.request, session.token).list();
  expect(championship, 'a championship in the seed').toBeDefined();
  const { totalKb, report } = await firstVisitKb(page, `/championship/${championship!.id}`, () =>
    expect(page.getByRole('heading', { level: 1, name: championship!.title })).toBeVisible(),
  );
  expect(totalKb, report).toBeLessThanOrEqual(BUDGET_KB.championship);
});
