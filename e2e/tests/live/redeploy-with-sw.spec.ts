import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sparePort } from '../../support/ports';
import { rebuildApp, startRemoteServer, startSpareShell } from '../../support/spare-stack';

// The suite blocks service workers (playwright.config.ts); what this file checks runs through the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * With the Workbox service worker in control (and the remote's old files in its caches), a remote
 * rebuilt and deployed alone is what the next load shows — no stale remoteEntry.js, manifest or chunks.
 */
test('a remote redeployed alone is picked up on the next load while the service worker controls the page', async ({ page }) => {
  test.setTimeout(150_000);
  const authPort = sparePort(18);
  const shell = await startSpareShell(sparePort(17), { mfe_auth: `http://localhost:${authPort}/mf-manifest.json` });
  const release = `sw-${Date.now().toString(36)}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'areia-mfe-auth-sw-'));
  let auth = await startRemoteServer('mfe-auth', authPort);
  try {
    await page.goto(`${shell.url}/`);
    const releaseLabel = page.getByTestId('release');
    await expect(releaseLabel).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    // Loaded once more through the worker: the old remote's entry and chunks are now in its caches.
    await page.reload();
    await expect(releaseLabel).toBeVisible();
    await expect(releaseLabel).not.toContainText(release);
    const cachedOld = await page.evaluate(async (port) => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((r) => r.url));
      return urls.filter((url) => url.includes(`:${port}/`));
    }, authPort);
    expect(cachedOld.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);

    const build = rebuildApp('mfe-auth', release, outDir);
    expect(build.status, build.stderr).toBe(0);

    await auth.stop();
    auth = await startRemoteServer('mfe-auth', authPort, outDir);
    await page.reload();
    await expect(releaseLabel).toContainText(release);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  } finally {
    await auth.stop();
    await shell.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
});
