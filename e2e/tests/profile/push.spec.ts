import { expect, test } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { signIn } from '../../support/session';
import { expectNoSeriousViolationsInBothThemes } from '../../support/axe';
import { CHROMIUM, CHROMIUM_ARGS } from '../../../scripts/chromium.mjs';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker. In the whole
// browser: the headless shell refuses notifications before anyone is asked, so the switch would never be offered.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } });

test.describe('avisos no celular', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the profile offers the switch; a push delivered to the worker shows a notification grouped by championship', async ({ page, context, baseURL }) => {
    const athlete = await registerAthlete(page.request, newAthlete('push'));
    await signIn(page, athlete);
    await page.goto('/profile');
    const device = page.getByRole('switch', { name: 'Receber avisos neste aparelho' });
    await expect(device).toBeVisible();
    await expect(device).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('heading', { name: 'Avisos no celular' }).scrollIntoViewIfNeeded();

    await context.grantPermissions(['notifications'], { origin: baseURL });
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)).toBe('activated');
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((item: { scopeURL: string; isDeleted: boolean }) => !item.isDeleted && item.scopeURL.startsWith(new URL(baseURL!).origin));
        if (found) resolve(found.registrationId);
      });
    });
    const payload = { id: '00000000-0000-4000-8000-000000000001', title: 'Chamado agora — Quadra 2', body: 'Seu jogo foi chamado: vá para a Quadra 2.', path: '/championship/c1', tag: 'championship-c1', web_push: 8030 };
    // Shown by the worker's push handler: what the CDP delivered, with the tap's target in its data. A busy machine's
    // Chromium now and then drops a delivery while it starts the worker for it; it is delivered again, as a push service
    // does with a message the browser did not take, and the championship's tag keeps it one notification.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
      await expect
        .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((item) => ({ title: item.title, body: item.body, tag: item.tag, data: item.data as unknown }))), { timeout: 8_000 })
        .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { id: payload.id, path: payload.path } }]);
    }).toPass({ timeout: 30_000 });

    // The setting in both themes (after the push: switching the phone's theme first made a delivered push go unshown now
    // and then in headless Chromium).
    await expectNoSeriousViolationsInBothThemes(page, 'perfil com avisos no celular', { shot: 'push-profile' });
  });
});
