import type { Page } from '@playwright/test';

/**
 * Tells a document loaded while its context is offline (a reload or a navigation the service worker answers) that it
 * is offline. Chromium 150 does not carry `context.setOffline(true)` into a new document: its requests fail, but its
 * `navigator.onLine` says true and no `offline` event comes, so the app believes it has signal and never hears it
 * return. The navigator's state is set for the document by a session of the page's own
 * (`Network.overrideNetworkState`; the network itself stays as the context has it). `context.setOffline(false)` then
 * brings the page back online with an `online` event, as a phone regaining signal does.
 */
export async function keepOffline(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.overrideNetworkState', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.waitForFunction(() => navigator.onLine === false);
}
