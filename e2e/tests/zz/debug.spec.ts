import { expect, test } from '@playwright/test';
import { ORGANIZER_ACCOUNT, organizerApi, signUpTeams } from '../../support/organizer';
import { apiLogin, signIn } from '../../support/session';

test('debug mover', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { token } = await apiLogin(request, ORGANIZER_ACCOUNT);
  const api = organizerApi(request, token);
  const championship = await api.create();
  await signUpTeams(request, championship.id, 4);
  await api.drawSnake(championship.id, 4);
  await signIn(page, ORGANIZER_ACCOUNT);
  await page.goto(`/organizer/championships/${championship.id}/dia`);
  await page.getByRole('button', { name: 'Link da quadra: Quadra 1' }).click();
  await expect(page.getByRole('group', { name: 'Link da quadra: Quadra 1' }).getByRole('img', { name: 'QR code do link do mesário' })).toBeVisible();
  await expect(page.getByTestId('keeper-link-row')).toHaveCount(1);
  const mover = page.getByRole('button', { name: /^Mover / }).first();
  try {
    await mover.click({ timeout: 8000 });
  } catch {
    for (let i = 0; i < 5; i += 1) {
      const info = await mover.evaluate((el) => {
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        const vv = visualViewport!;
        return { r: [r.x, r.y], hit: hit?.className, sy: scrollY, vv: [vv.offsetLeft, vv.offsetTop, vv.pageTop, vv.scale, vv.width, vv.height], ih: innerHeight, active: document.activeElement?.tagName, courtsX: document.querySelector('ul[aria-label="Quadras"]')?.scrollLeft };
      });
      console.log('FAIL ' + JSON.stringify(info));
      await page.waitForTimeout(400);
    }
    throw new Error('did not click');
  }
});
