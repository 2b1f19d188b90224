import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo, nextMailTo, resetLinkOf } from '../../support/outbox';
import { DEMO_ACCOUNT, apiLogin, apiUrl, signIn } from '../../support/session';

const REQUESTED = 'Sua solicitação de redefinição de senha foi feita com sucesso, em breve você receberá um email. Até mais!';
const RESET_DONE = 'Senha redefinida com sucesso! Entre com a nova senha.';
const LINK_INVALID = 'Este link de redefinição é inválido ou expirou. Peça um novo.';
const PASSWORD_RULE = 'A senha deve conter no mínimo 8 caracteres, um número e um caractere especial';
const NEW_PASSWORD = 'Quadra#2027';

/** Screens at 390×844 for people to look at, when E2E_SHOTS_DIR names a folder. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/reset-${name}.png` });
}

/** Puts the demo password back through the same reset flow (API only), so the rest of the suite is unaffected. */
async function restoreDemoPassword(request: APIRequestContext) {
  const before = mailsTo(DEMO_ACCOUNT.email).length;
  const asked = await request.post(`${apiUrl()}/api/auth/forgot-password`, { data: { email: DEMO_ACCOUNT.email } });
  expect(asked.status()).toBe(200);
  const token = resetLinkOf(await nextMailTo(DEMO_ACCOUNT.email, before)).pathname.split('/').pop()!;
  const reset = await request.post(`${apiUrl()}/api/auth/reset-password`, { data: { token, password: DEMO_ACCOUNT.password } });
  expect(reset.status()).toBe(200);
}

test('the demo athlete resets a forgotten password from the e-mailed link; the old session ends, the link works once', async ({ page, browser, request }) => {
  // A session opened before the reset, in another browser (the athlete's other phone).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  const oldSession = await signIn(otherPage, DEMO_ACCOUNT);
  await otherPage.goto('/home');
  await expect(otherPage.getByRole('heading', { name: 'Home' })).toBeVisible();

  try {
    const before = mailsTo(DEMO_ACCOUNT.email).length;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(REQUESTED)).toBeVisible();
    await shot(page, 'forgot-sent');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

    // The e-mail the API wrote to its dev outbox, with a link to this app's reset screen.
    const mail = await nextMailTo(DEMO_ACCOUNT.email, before);
    expect(mail.subject).toBe('Redefinição de senha do Areia');
    const link = resetLinkOf(mail);
    expect(link.origin).toBe(new URL(page.url()).origin);

    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
    await shot(page, 'form');
    const password = page.getByLabel('Nova senha', { exact: true });
    const confirmation = page.getByLabel('Confirme a nova senha', { exact: true });
    const save = page.getByRole('button', { name: 'Salvar nova senha' });

    // The sign-up rules, shown before anything is sent.
    await password.fill('fraca123');
    await confirmation.fill('fraca124');
    await save.click();
    await expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    await expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem');
    await shot(page, 'weak');

    await password.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await save.click();
    const savedAt = Date.now();
    await expect(page.getByText(RESET_DONE)).toBeVisible();
    await shot(page, 'done');
    await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1_500);

    // The new password opens the app; the old one no longer does.
    expect((await request.post(`${apiUrl()}/api/auth/login`, { data: DEMO_ACCOUNT })).status()).toBe(401);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);

    // The session of the other phone was revoked: the API refuses its token and the app sends it to the login.
    const me = await request.get(`${apiUrl()}/api/user/me`, { headers: { Authorization: `Bearer ${oldSession.token}` } });
    expect(me.status()).toBe(401);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);

    // The link works once.
    await otherPage.goto(link.pathname);
    await otherPage.getByLabel('Nova senha', { exact: true }).fill('Outra#Senha1');
    await otherPage.getByLabel('Confirme a nova senha', { exact: true }).fill('Outra#Senha1');
    await otherPage.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(otherPage.getByRole('alert').filter({ hasText: LINK_INVALID })).toBeVisible();
    await shot(otherPage, 'invalid');
    await otherPage.getByRole('link', { name: 'Pedir um novo link' }).click();
    await expect(otherPage).toHaveURL(/\/forgot-password$/);
    expect((await apiLogin(request, { email: DEMO_ACCOUNT.email, password: NEW_PASSWORD })).token).toBeTruthy();
  } finally {
    await other.close();
    await restoreDemoPassword(request);
  }
  expect((await apiLogin(request, DEMO_ACCOUNT)).token).toBeTruthy();
});
