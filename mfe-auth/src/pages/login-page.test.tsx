// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@areia/shared/web/session/session-context';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import LoginPage from './login-page';

const auth = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('@areia/shared/web/api/auth', () => auth);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: toasts }));

const user = { id: 'u-1', nickname: 'Duda' } as UserProfile;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderLogin(session: Partial<Session>, loginState?: unknown) {
  const value = { user: null, status: 'anonymous', loading: false, offline: false, retrying: false, signingOut: false, retry: vi.fn(), setUser: vi.fn(), markSigningOut: vi.fn(), ...session } as Session;
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={['/', { pathname: '/login', state: loginState }]} initialIndex={1}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

async function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Senha'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
  });
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
});

describe('LoginPage', () => {
  it('signs in and replaces the login with /home at once, with no toast on top of it', async () => {
    auth.login.mockResolvedValue({ token: 'tok', user });
    renderLogin({});
    await submit(' duda@praia.com ', 'Praia#2026');

    expect(auth.login.mock.calls[0]?.[0]).toEqual({ email: 'duda@praia.com', password: 'Praia#2026' });
    expect(localStorage.getItem('auth_token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}')).toEqual(user);
    expect(screen.getByTestId('where').textContent).toBe('/home');
    expect(toasts.success).not.toHaveBeenCalled();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('returns to the deep link the guard saved', async () => {
    auth.login.mockResolvedValue({ token: 'tok', user });
    renderLogin({}, { from: '/championship/c-1/details?aba=jogos' });
    await submit('duda@praia.com', 'Praia#2026');
    expect(screen.getByTestId('where').textContent).toBe('/championship/c-1/details');
  });

  it('keeps the form and re-enables it when the login fails', async () => {
    auth.login.mockRejectedValue(new Error('boom'));
    renderLogin({});
    await submit('duda@praia.com', 'Errada#1');
    expect(toasts.error).toHaveBeenCalledWith('Erro ao realizar login. Por favor, tente novamente.');
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Senha') as HTMLInputElement).value).toBe('Errada#1');
  });
});
