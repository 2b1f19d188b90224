import { expect, test } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { holdRequests } from '../../support/auth-screens';
import { sparePort } from '../../support/ports';
import { mailsTo } from '../../support/outbox';
import { DEMO_ACCOUNT } from '../../support/session';
import { startSpareShell } from '../../support/spare-stack';

// No answer from the server is said plainly, not blamed on CORS.
const CONNECTION_ERROR = 'Sem conexão com o servidor. Verifique sua internet e tente novamente.';

test("'Entrar' needs both fields; a wrong password shows 'E-mail ou senha incorretos' after 'Entrando...'", async ({ page }) => {
  const athlete = await registerAthlete(page.request, newAthlete('senha'));
  await page.goto('/');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Senha', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar' });
  await expect(submit).toBeDisabled();
  await email.fill(athlete.email);
  await password.fill('   ');
  await expect(submit).toBeDisabled();
  await password.fill('Errada#2026');
  await expect(submit).toBeEnabled();

  const held = await holdRequests(page, '**/api/auth/login');
  await password.press('Enter');
  await expect(page.getByRole('button', { name: 'Entrando...' })).toBeDisabled();
  await expect(email).toBeDisabled();
  held.release();

  await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(submit).toBeEnabled();
  await expect(password).toHaveValue('Errada#2026');
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

  await page.getByRole('button', { name: 'Mostrar senha' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Ocultar senha' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('with the API stopped the login shows the connection message', async ({ page }) => {
  // A shell whose API address answers nothing: a spare port with no server on it.
  const deadApi = `http://localhost:${sparePort(11)}`;
  const shell = await startSpareShell(sparePort(10), {}, { apiUrl: deadApi });
  try {
    await page.goto(`${shell.url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNT.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_ACCOUNT.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText(CONNECTION_ERROR)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  } finally {
    await shell.stop();
  }
});

test('forgot password: checks the email, asks the API once, shows its message and returns to the login after 2 s', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) apiCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  const email = page.getByLabel('Email', { exact: true });
  const send = page.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  await email.fill('atleta@praia');
  await send.click();
  await expect(email).toHaveAccessibleDescription('Informe um e-mail válido, como nome@exemplo.com');
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(apiCalls).toEqual([]);

  // An address with no account gets the same answer as a real one, and no e-mail.
  const unknown = `ninguem.${Date.now()}@praia.com`;
  await email.fill(unknown);
  await expect(email).toHaveAccessibleDescription('');
  await send.click();
  const sentAt = Date.now();
  await expect(
    page.getByText('Sua solicitação de redefinição de senha foi feita com sucesso, em breve você receberá um email. Até mais!'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_500);
  expect(apiCalls).toEqual(['POST /api/auth/forgot-password']);
  expect(mailsTo(unknown)).toEqual([]);
});

test('back goes from the forgot-password screen to the login, and from the login to the landing', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a login keeps the device token in areia_device and sends it back on the next login, after signing out too', async ({ page }) => {
  const athlete = await registerAthlete(page.request, newAthlete('aparelho'));
  const logins: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/login')) logins.push(request.postDataJSON());
  });
  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(athlete.email);
    await page.getByLabel('Senha', { exact: true }).fill(athlete.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/home$/);
  };

  await signIn();
  const device = await page.evaluate(() => localStorage.getItem('areia_device'));
  expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(logins).toEqual([{ email: athlete.email, password: athlete.password }]);

  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page.getByRole('dialog', { name: 'Sair da conta?' }).getByRole('button', { name: 'Sair da conta' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  expect(await page.evaluate(() => localStorage.getItem('areia_device'))).toBe(device);

  await signIn();
  expect(logins).toEqual([
    { email: athlete.email, password: athlete.password },
    { email: athlete.email, password: athlete.password, device },
  ]);
  expect(await page.evaluate(() => localStorage.getItem('areia_device'))).toBe(device);
});
