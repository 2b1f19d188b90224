import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sparePort } from '../../support/ports';
import { rebuildApp, startRemoteServer, startSpareShell } from '../../support/spare-stack';

test('a remote rebuilt and served again shows its change in the same, unrebuilt shell', async ({ page }) => {
  test.setTimeout(120_000);
  const authPort = sparePort(3);
  const shell = await startSpareShell(sparePort(2), { mfe_auth: `http://localhost:${authPort}/mf-manifest.json` });
  const release = `e2e-${Date.now().toString(36)}`;
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'areia-mfe-auth-'));
  let auth = await startRemoteServer('mfe-auth', authPort);
  try {
    await page.goto(`${shell.url}/`);
    const releaseLabel = page.getByTestId('release');
    await expect(releaseLabel).toBeVisible();
    await expect(releaseLabel).not.toContainText(release);

    // Only mfe-auth is rebuilt, into a fresh folder, with a new release label.
    const build = rebuildApp('mfe-auth', release, outDir);
    expect(build.status, build.stderr).toBe(0);

    await auth.stop();
    auth = await startRemoteServer('mfe-auth', authPort, outDir);
    await page.reload();
    await expect(releaseLabel).toContainText(release);
  } finally {
    await auth.stop();
    await shell.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
});
