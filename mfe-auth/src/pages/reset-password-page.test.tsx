// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AxiosError, type AxiosResponse } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_TOKEN_INVALID } from '@areia/shared/core/schemas/auth';
import ResetPasswordPage from './reset-password-page';

const auth = vi.hoisted(() => ({ resetPassword: vi.fn() }));
vi.mock('@areia/shared/web/api/auth', () => auth);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: toasts }));

const PASSWORD_RULE = 'A senha deve conter no mínimo 8 caracteres, um número e um caractere especial';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/reset-password/tok_EN-1']}>
      <Routes>
        <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const answered = (status: number, message: string) =>
  new AxiosError('falhou', 'ERR_BAD_REQUEST', undefined, undefined, { status, data: { message }, headers: {}, statusText: '', config: {} } as AxiosResponse);

async function fillAndSave(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirme a nova senha'), { target: { value: confirmation } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  auth.resetPassword.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ResetPasswordPage', () => {
  it('holds the sign-up rules and a matching confirmation before asking the API', async () => {
    renderPage();
    await fillAndSave('semespecial1', 'outra');
    expect(screen.getByText(PASSWORD_RULE)).toBeTruthy();
    expect(screen.getByText('As senhas não coincidem')).toBeTruthy();
    expect(auth.resetPassword).not.toHaveBeenCalled();
  });

  it('sends the token of the link, forgets a session kept here, says so and returns to the login after 2 s', async () => {
    localStorage.setItem('auth_token', 'antigo');
    localStorage.setItem('user-data', JSON.stringify({ id: 'u-1' }));
    auth.resetPassword.mockResolvedValue({ message: 'ok' });
    renderPage();
    await fillAndSave('Quadra#2027');
    expect(auth.resetPassword).toHaveBeenCalledWith({ token: 'tok_EN-1', password: 'Quadra#2027' });
    expect(screen.getByRole('status').textContent).toBe('Senha redefinida com sucesso! Entre com a nova senha.');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1_900);
    });
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByTestId('where').textContent).toBe('/login');
  });

  it('a used or expired link says so, with the way to ask for a new one, and takes no more input', async () => {
    auth.resetPassword.mockRejectedValue(answered(400, RESET_TOKEN_INVALID));
    renderPage();
    await fillAndSave('Quadra#2027');
    expect(screen.getByRole('alert').textContent).toContain(RESET_TOKEN_INVALID);
    expect(screen.getByRole('link', { name: 'Pedir um novo link' }).getAttribute('href')).toBe('/forgot-password');
    expect((screen.getByLabelText('Nova senha') as HTMLInputElement).disabled).toBe(true);
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('other refusals (too many attempts) are toasted with the server\'s words, and the form stays usable', async () => {
    const message = 'Muitas tentativas de redefinição de senha. Tente novamente em alguns minutos.';
    auth.resetPassword.mockRejectedValue(answered(429, message));
    renderPage();
    await fillAndSave('Quadra#2027');
    expect(toasts.error).toHaveBeenCalledWith(message);
    expect((screen.getByLabelText('Nova senha') as HTMLInputElement).disabled).toBe(false);
  });
});
