import { expect, test } from '@playwright/test';
import { e2eTopology } from '../../support/ports';
import { signIn } from '../../support/session';

const top = e2eTopology();
const remoteUrl = (name: string) => top.remotes.find((r) => r.name === name)!.url;

test('the landing page comes from mfe_auth, mounted under the shell', async ({ page }) => {
  const manifest = page.waitForResponse(`${remoteUrl('mfe_auth')}/mf-manifest.json`);
  await page.goto('/');
  expect((await manifest).ok()).toBe(true);
  await expect(page.getByRole('link', { name: 'Entrar' }).or(page.getByRole('button', { name: 'Entrar' }))).toBeVisible();
});

const protectedScreens = [
  { path: '/home', remote: 'mfe_profile', heading: 'Home' },
  { path: '/championships', remote: 'mfe_championships', heading: 'Campeonatos' },
  { path: '/players', remote: 'mfe_players', heading: 'Jogadores' },
  { path: '/arenas', remote: 'mfe_arenas', heading: 'Arenas' },
  // The demo athlete does not organize: the remote's "sem acesso" page under the area's header.
  { path: '/organizer', remote: 'mfe_organizer', heading: 'Área do organizador' },
];

for (const screen of protectedScreens) {
  test(`${screen.path} comes from ${screen.remote}, mounted under the shell`, async ({ page }) => {
    await signIn(page);
    const manifest = page.waitForResponse(`${remoteUrl(screen.remote)}/mf-manifest.json`);
    await page.goto(screen.path);
    expect((await manifest).ok()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading, exact: true })).toBeVisible();
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  });
}
