import { expect, test, type Page } from '@playwright/test';
import { e2eTopology } from '../../support/ports';
import { DEMO_ACCOUNT, signIn } from '../../support/session';

/** Every CSP violation the page reports (the DOM event) and every console line about the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__areiaCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __areiaCspViolation: (text: string) => void }).__areiaCspViolation;
      void report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

function directives(policy: string | undefined): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) parsed[name] = values;
  }
  return parsed;
}

test('the shell and every remote send CSP, frame-ancestors none, nosniff and a Referrer-Policy', async ({ request }) => {
  const top = e2eTopology();
  const shell = await request.get(`${top.shell.url}/championships`);
  expect(shell.status()).toBe(200);
  const headers = shell.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  const csp = directives(headers['content-security-policy']);
  const remoteOrigins = top.remotes.map((r) => r.url);
  // scripts: the shell's own origin, the remotes, and inline scripts of index.html by hash only
  const isHash = (value: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value);
  expect((csp['script-src'] ?? []).filter((v) => !isHash(v)).sort()).toEqual(["'self'", ...remoteOrigins].sort());
  expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", top.api.url, ...remoteOrigins]));
  expect(csp['connect-src']).toHaveLength(remoteOrigins.length + 2);
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", top.api.url, 'data:', 'blob:']));
  expect(csp['style-src']?.join(' ')).not.toContain('unsafe');
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  for (const remote of top.remotes) {
    const entry = await request.get(`${remote.url}/`);
    expect(entry.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(entry.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('no page breaks the policy: landing, login with its toast, home, lists, details, profile, edit profile', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = await watchPolicy(page);

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
  await page.getByLabel('Senha', { exact: true }).fill('Errada#2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  // react-toastify's stylesheet (injected at run time, allowed by its hash) really applies: the container is fixed.
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  await expect(page.locator('.Toastify__toast-container').first()).toHaveCSS('position', 'fixed');

  await signIn(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ranking Geral' })).toBeVisible();

  await page.goto('/championships');
  await expect(page.getByRole('heading', { level: 1, name: 'Campeonatos' })).toBeVisible();
  await page.locator('a[href^="/championship/"]').first().click();
  await expect(page).toHaveURL(/\/championship\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/players');
  await expect(page.getByRole('heading', { level: 1, name: 'Jogadores' })).toBeVisible();
  await page.goto('/arenas');
  await expect(page.getByRole('heading', { level: 1, name: 'Arenas' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  await page.goto('/edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar perfil' })).toBeVisible();

  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
