import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectContractRefusalLogged, expectUpdateMessage } from '../../support/contract-refusal';
import { contractVersions } from '../../support/contract-versions';
import { openRemoteBuild } from '../../support/open-remote-build';
import { buildRemoteInCheckout, patchedCheckout } from '../../support/patched-checkout';
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

/** mfe-arenas' list page, also showing `expression` (what it imports added by `importLine`). */
const arenasPageShowing = (importLine: string, expression: string) => (text: string) =>
  `${importLine}\n${text}`.replace('<PageHeader ', `<p data-testid="from-new-shared">{${expression}}</p>\n      <PageHeader `);

/**
 * Builds mfe-arenas from a copy of the repository with @areia/shared and the page edited, into a fresh folder, and
 * opens /arenas in a second copy of today's shell (never rebuilt) that points at it.
 */
async function openArenasBuiltWith(page: Page, edits: Record<string, (text: string) => string>) {
  const checkout = patchedCheckout(['mfe-arenas'], edits);
  const outDir = path.join(checkout, 'out');
  const build = buildRemoteInCheckout(checkout, 'mfe-arenas', outDir, `e2e-${Date.now().toString(36)}`);
  expect(build.status, build.stderr).toBe(0);
  const opened = await openRemoteBuild(page, { app: 'mfe-arenas', remoteDir: outDir, path: '/arenas' });
  return {
    errors: opened.errors,
    stop: async () => {
      await opened.stop();
      rmSync(checkout, { recursive: true, force: true });
    },
  };
}

test('a remote redeployed alone with a new stateless export of @areia/shared (messages) shows it in the unrebuilt shell', async ({ page }) => {
  test.setTimeout(120_000);
  const opened = await openArenasBuiltWith(page, {
    'shared/src/core/messages.ts': (text) => `${text}\nexport const skewMessages = { hello: 'Olá da versão nova das mensagens' };\n`,
    'mfe-arenas/src/pages/arenas-page.tsx': arenasPageShowing("import { skewMessages } from '@areia/shared/core/messages';", 'skewMessages.hello'),
  });
  try {
    await expect(page.getByTestId('from-new-shared')).toHaveText('Olá da versão nova das mensagens');
    await expect(page.getByRole('heading', { level: 1, name: 'Arenas', exact: true })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    expect(opened.errors.uncaught).toEqual([]);
  } finally {
    await opened.stop();
  }
});

test('a remote redeployed alone against a new export of a module the shell provides (toasts) asks to reload, never failing inside the page', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const opened = await openArenasBuiltWith(page, {
    'shared/src/web/feedback/toast.ts': (text) => `${text}\nexport function pendingToasts(): number {\n  return pending.length;\n}\n`,
    // An added export is a minor: the contract test refuses the change without it.
    'shared/contract/version.mjs': (text) => text.replace(`'${contractVersions.today}'`, `'${contractVersions.nextMinor}'`),
    'mfe-arenas/src/pages/arenas-page.tsx': arenasPageShowing("import { pendingToasts } from '@areia/shared/web/feedback/toast';", 'pendingToasts()'),
  });
  try {
    await expectUpdateMessage(page);
    await expect(page.getByTestId('from-new-shared')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('contract-stateful-change.png') });
    expectContractRefusalLogged(opened.errors, 'mfe_arenas', contractVersions.nextMinor);
  } finally {
    await opened.stop();
  }
});
