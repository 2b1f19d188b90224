import { expect, test } from '@playwright/test';
import { newAthlete, registerAthlete } from '../../support/athletes';
import { fillSignUp, holdRequests, maskedCpf, signUpFields } from '../../support/auth-screens';
import { shotPath } from '../../support/shots';

const EMAIL_INVALID = 'E-mail inválido';
const NICKNAME_INVALID = 'O apelido deve conter pelo menos dois caracteres';
const CPF_INVALID = 'CPF inválido';
const PASSWORD_INVALID = 'A senha deve conter no mínimo 8 caracteres, um número e um caractere especial';
const PASSWORD_RULES = 'Mínimo de 8 caracteres, com pelo menos um número e um destes: !@#$%^&*';

test('each field shows its own message under it when left, follows typing, and Enter on an invalid form explains', async ({ page }) => {
  await page.goto('/register');
  const fields = signUpFields(page);
  // Before anything is typed: the password's rules are there, and the greyed-out button says what is missing.
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_RULES);
  await expect(fields.submit).toBeDisabled();
  await expect(fields.submit).toHaveAccessibleDescription('Para cadastrar, preencha: Email, Apelido, CPF e Senha.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shotPath('edges-sign-up.png') });

  await fields.email.fill('atleta@praia');
  await fields.email.blur();
  await expect(fields.email).toHaveAccessibleDescription(EMAIL_INVALID);
  // Once left, the field follows every keystroke.
  await fields.email.pressSequentially('.com');
  await expect(fields.email).toHaveAccessibleDescription('');
  await fields.email.fill('atleta @praia.com');
  await expect(fields.email).toHaveAccessibleDescription(EMAIL_INVALID);

  await fields.nickname.fill('A');
  await fields.nickname.blur();
  // The nickname's message sits under the nickname, not under the password.
  await expect(fields.nickname).toHaveAccessibleDescription(NICKNAME_INVALID);
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_RULES);

  await fields.cpf.fill('111.111.111-11');
  await fields.cpf.blur();
  await expect(fields.cpf).toHaveAccessibleDescription(CPF_INVALID);
  await fields.cpf.fill('52998224724');
  await expect(fields.cpf).toHaveValue('529.982.247-24');
  await expect(fields.cpf).toHaveAccessibleDescription(CPF_INVALID);
  await fields.cpf.fill('529.982.247-25');
  await expect(fields.cpf).toHaveAccessibleDescription('');

  await fields.password.fill('praia2026');
  await fields.password.blur();
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_INVALID);
  await fields.password.fill('praia#');
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_INVALID);

  await expect(page.getByText(EMAIL_INVALID)).toHaveCount(1);
  await expect(fields.submit).toBeDisabled();
  await expect(fields.submit).toHaveAccessibleDescription('Corrija: Email, Apelido e Senha.');
  await page.screenshot({ path: shotPath('edges-sign-up-errors.png') });
  await fields.password.press('Enter');
  await expect(page.getByText('Por favor, corrija os erros no formulário')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // Fixing every field enables the submit button; nothing typed was lost.
  await fields.email.fill('atleta@praia.com');
  await fields.nickname.fill('Ana');
  await fields.password.fill('Praia#2026');
  for (const field of [fields.email, fields.nickname, fields.cpf]) await expect(field).toHaveAccessibleDescription('');
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_RULES);
  await expect(fields.submit).toBeEnabled();
  await expect(page.getByTestId('sign-up-blockers')).toHaveCount(0);
  await expect(fields.cpf).toHaveValue('529.982.247-25');
});

test('an untouched form shows every message at once when Enter is pressed', async ({ page }) => {
  await page.goto('/register');
  const fields = signUpFields(page);
  await fields.email.press('Enter');
  await expect(page.getByText('Por favor, corrija os erros no formulário')).toBeVisible();
  // An empty field is asked for, not called invalid.
  await expect(fields.email).toHaveAccessibleDescription('Informe seu e-mail');
  await expect(fields.nickname).toHaveAccessibleDescription(NICKNAME_INVALID);
  await expect(fields.cpf).toHaveAccessibleDescription(CPF_INVALID);
  await expect(fields.password).toHaveAccessibleDescription(PASSWORD_INVALID);
});

test("a duplicate email shows the server's message after a busy 'Cadastrando...' and keeps what was typed", async ({ page }) => {
  const existing = await registerAthlete(page.request, newAthlete('dup'));
  const athlete = { ...newAthlete('dup2'), email: existing.email };
  await page.goto('/register');
  const fields = signUpFields(page);
  await fillSignUp(page, athlete);

  const held = await holdRequests(page, '**/api/auth/register');
  await fields.submit.click();
  const busy = page.getByRole('button', { name: 'Cadastrando...' });
  await expect(busy).toBeDisabled();
  for (const field of [fields.email, fields.nickname, fields.cpf, fields.password]) await expect(field).toBeDisabled();
  held.release();

  await expect(page.getByText('Este email já está cadastrado')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expect(fields.submit).toBeEnabled();
  await expect(fields.email).toHaveValue(existing.email);
  await expect(fields.cpf).toHaveValue(maskedCpf(athlete.cpf));
  await expect(fields.email).toBeEnabled();
});

test('a masked CPF is accepted as typed; reading the terms keeps the form, except the password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Cadastrar' }).click();
  const fields = signUpFields(page);
  await fields.email.fill('ana@praia.com');
  await fields.nickname.fill('A');
  await fields.nickname.blur();
  await fields.cpf.pressSequentially('529.982.247-25');
  await expect(fields.cpf).toHaveValue('529.982.247-25');
  await fields.cpf.blur();
  await expect(fields.cpf).toHaveAccessibleDescription('');
  await fields.password.fill('Praia#2026');

  await expect(page.getByText('Ao continuar, você aceita os termos de uso')).toBeVisible();
  await page.getByRole('link', { name: 'termos de uso' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(fields.email).toHaveValue('ana@praia.com');
  await expect(fields.cpf).toHaveValue('529.982.247-25');
  await expect(fields.nickname).toHaveAccessibleDescription(NICKNAME_INVALID);
  await expect(fields.password).toHaveValue('');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});
