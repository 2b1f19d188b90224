import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { devLoopTopology } from '../support/ports';
import { repoRoot } from '../support/processes';

// What a developer checks by hand in `pnpm dev`: edit a component, see it change in place with the page's state kept
// (React Fast Refresh), and an edit that cannot be applied in place reloads the page. The component is mfe-auth's
// login page, on mfe-auth's own dev page (standalone) and inside the shell's dev page (federated).
const top = devLoopTopology();
const authUrl = top.remotes.find((remote) => remote.dir === 'mfe-auth')?.url ?? '';
const loginPage = path.join(repoRoot, 'mfe-auth', 'src', 'pages', 'login-page.tsx');
const INTRO = '<p className={styles.intro}>{messages.loginIntro}</p>';
const ORIGINAL_INTRO = 'Que bom te ver de volta na areia.';

/**
 * Replaces the login page's source in one step, as an editor's save does: written outside the watched folders, then
 * renamed over it. A write in place empties the file, then fills it; on a busy machine the dev server can see those
 * apart and build twice (or build the empty module), and either reloads the page, losing the state the test checks.
 */
function replaceLoginPage(source: string) {
  // Inside the repository, not the system's temp folder: a rename cannot cross file systems.
  const scratch = path.join(repoRoot, 'node_modules', '.cache', 'dev-loop');
  mkdirSync(scratch, { recursive: true });
  const next = path.join(scratch, 'login-page.tsx');
  writeFileSync(next, source);
  renameSync(next, loginPage);
}

/** Rewrites the login page's source with `edits` ([from, to] pairs) and returns the function that puts it back. */
function editLoginPage(edits: Array<[string, string]>): () => void {
  const original = readFileSync(loginPage, 'utf8');
  let edited = original;
  for (const [from, to] of edits) {
    expect(edited, `login-page.tsx não contém ${from}`).toContain(from);
    edited = edited.replace(from, to);
  }
  replaceLoginPage(edited);
  return () => replaceLoginPage(original);
}

/**
 * Opens `url` and resolves once the dev server of `port` has told the page its current build (so the next rebuild
 * reaches it as an update), then marks the window: a full reload loses the mark.
 */
async function openDevPage(page: Page, url: string, port: number) {
  const socketReady = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes(`:${port}/`)) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"type":"ok"')) resolve();
      });
    });
  });
  await page.goto(url);
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
  await socketReady;
  await page.evaluate(() => Object.assign(window, { __devLoopMark: 'antes da edição' }));
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  return {
    mark: () => page.evaluate(() => (window as { __devLoopMark?: string }).__devLoopMark ?? null),
    navigations: () => navigations,
  };
}

for (const [where, base, port] of [
  ['a página de desenvolvimento do mfe-auth', authUrl, Number(new URL(authUrl).port)],
  ['a página do shell em desenvolvimento', top.shell.url, Number(new URL(authUrl).port)],
] as const) {
  test(`Fast Refresh em ${where}: a edição aparece no lugar e o estado fica`, async ({ page }) => {
    const devPage = await openDevPage(page, `${base}/login`, port);
    const email = page.getByLabel('Email');
    await email.fill('estado@areia.app');

    const restore = editLoginPage([[INTRO, '<p className={styles.intro}>Texto trocado pelo Fast Refresh</p>']]);
    try {
      await expect(page.getByText('Texto trocado pelo Fast Refresh')).toBeVisible();
    } finally {
      restore();
    }
    await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
    // No reload first (it would also empty the field), then the state kept through both updates.
    expect(await devPage.mark()).toBe('antes da edição');
    expect(devPage.navigations()).toBe(0);
    await expect(email).toHaveValue('estado@areia.app');
  });
}

test('uma edição que o Fast Refresh não aplica recarrega a página do shell', async ({ page }) => {
  const devPage = await openDevPage(page, `${top.shell.url}/login`, Number(new URL(authUrl).port));
  // A page module that also exports a non-component is no refresh boundary: the update must fall back to a reload.
  const restore = editLoginPage([
    [INTRO, '<p className={styles.intro}>Recarregada: {RELOAD_NOTE}</p>'],
    ['function emailFromState(', "export const RELOAD_NOTE = 'sim';\n\nfunction emailFromState("],
  ]);
  try {
    await expect(page.getByText('Recarregada: sim')).toBeVisible();
    expect(await devPage.mark()).toBeNull();
  } finally {
    restore();
  }
  await expect(page.getByText(ORIGINAL_INTRO)).toBeVisible();
});
