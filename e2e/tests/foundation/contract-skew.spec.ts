import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectContractRefusalLogged, expectUpdateMessage } from '../../support/contract-refusal';
import { contractVersions } from '../../support/contract-versions';
import { openRemoteBuild } from '../../support/open-remote-build';
import { watchPageErrors } from '../../support/page-errors';
import { sparePort } from '../../support/ports';
import { signIn } from '../../support/session';
import { rebuildApp, startSpareShell } from '../../support/spare-stack';

/**
 * Shell and remotes deployed at different contract versions, both ways. Today's code is built again with another
 * contract version stated (AREIA_CONTRACT_VERSION) and served beside the suite's servers: a shell that has since
 * added exports (next minor), a remote built after that (next minor), and a remote from before the last breaking
 * change (previous major).
 */
const builds = {
  newerShell: '',
  newerArenas: '',
  olderArenas: '',
};

test.beforeAll(() => {
  test.setTimeout(300_000);
  const build = (app: string, version: string) => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), `areia-${app}-${version}-`));
    const result = rebuildApp(app, `contrato-${version}`, outDir, { AREIA_CONTRACT_VERSION: version });
    expect(result.status, result.stderr).toBe(0);
    return outDir;
  };
  builds.newerShell = build('shell', contractVersions.nextMinor);
  builds.newerArenas = build('mfe-arenas', contractVersions.nextMinor);
  builds.olderArenas = build('mfe-arenas', contractVersions.previousMajor);
});

test.afterAll(() => {
  for (const dir of Object.values(builds)) if (dir) rmSync(dir, { recursive: true, force: true });
});

const protectedScreens = [
  { path: '/home', heading: 'Home' },
  { path: '/championships', heading: 'Campeonatos' },
  { path: '/players', heading: 'Jogadores' },
  { path: '/arenas', heading: 'Arenas' },
  { path: '/organizer', heading: 'Área do organizador' },
];

test("today's remotes in a shell whose contract has since gained exports: the landing and every remote's page mount", async ({ page }) => {
  const shell = await startSpareShell(sparePort(5), {}, {}, builds.newerShell);
  const errors = watchPageErrors(page);
  try {
    await page.goto(`${shell.url}/`);
    await expect(page.getByRole('link', { name: 'Entrar' }).or(page.getByRole('button', { name: 'Entrar' }))).toBeVisible();
    await signIn(page, undefined, shell.url);
    for (const screen of protectedScreens) {
      await page.goto(`${shell.url}${screen.path}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(page.getByTestId('remote-updated')).toHaveCount(0);
    }
    expect(errors.uncaught).toEqual([]);
  } finally {
    await shell.stop();
  }
});

test('a remote built against a newer contract is not mounted: the athlete is asked to reload, and the reload brings the newer shell', async ({ page }, testInfo) => {
  const opened = await openRemoteBuild(page, { app: 'mfe-arenas', remoteDir: builds.newerArenas, path: '/arenas' });
  try {
    const updated = await expectUpdateMessage(page);
    await page.screenshot({ path: testInfo.outputPath('contract-remote-newer.png') });
    expectContractRefusalLogged(opened.errors, 'mfe_arenas', contractVersions.nextMinor);

    // The newer shell is deployed where the old one was; the button reloads the page into it.
    await opened.redeployShell(builds.newerShell);
    await updated.getByRole('button', { name: 'Recarregar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Arenas', exact: true })).toBeVisible();
    await expect(updated).toHaveCount(0);
    expect(opened.errors.uncaught).toEqual([]);
  } finally {
    await opened.stop();
  }
});

test('a remote built against an earlier major is not mounted: the usual fallback, and the reason in the console', async ({ page }, testInfo) => {
  const opened = await openRemoteBuild(page, { app: 'mfe-arenas', remoteDir: builds.olderArenas, path: '/arenas' });
  try {
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toContainText('Esta parte do app está indisponível no momento.');
    await expect(page.getByTestId('remote-updated')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('contract-shell-newer.png') });
    expectContractRefusalLogged(opened.errors, 'mfe_arenas', contractVersions.previousMajor);

    // The other remotes are unaffected.
    await page.goto(`${opened.url}/players`);
    await expect(page.getByRole('heading', { level: 1, name: 'Jogadores', exact: true })).toBeVisible();
  } finally {
    await opened.stop();
  }
});
