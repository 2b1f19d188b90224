import { expect, test, type Response } from '@playwright/test';
import { e2eTopology } from '../../support/ports';
import { signIn } from '../../support/session';

const top = e2eTopology();

// A string that only react-dom's client bundle contains: counting the scripts that carry it counts react-dom copies.
const REACT_DOM_MARKER = '__reactContainer$';

test('two remotes share the shell React: session from the shell, navigation with its router, react-dom once', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const { user } = await signIn(page);

  await page.goto('/home');
  // mfe_profile greets the user it reads from the shell's session context.
  await expect(page.getByText(`Olá ${user.nickname}`)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });

  // A click inside mfe_profile moves the shell's router to mfe_championships without a page load.
  await page.getByRole('button', { name: /campeonatos/i }).first().click();
  await expect(page).toHaveURL(/\/championships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  const bodies = await Promise.all(scripts.map(async (r) => ({ url: r.url(), body: await r.text().catch(() => '') })));
  const reactDomCopies = bodies.filter((s) => s.body.includes(REACT_DOM_MARKER));
  expect(reactDomCopies.map((s) => s.url)).toHaveLength(1);
  // Both remotes' code did load on this page.
  for (const name of ['mfe_profile', 'mfe_championships']) {
    const origin = top.remotes.find((r) => r.name === name)!.url;
    expect(bodies.some((s) => s.url.startsWith(origin))).toBe(true);
  }
});
