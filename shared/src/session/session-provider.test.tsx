// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../schemas/user';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';

const auth = vi.hoisted(() => ({ fetchMe: vi.fn(), logout: vi.fn(), login: vi.fn(), register: vi.fn() }));
vi.mock('../api/auth', () => auth);

const user = { id: 'u-1', nickname: 'Duda', full_name: 'Maria Eduarda' } as UserProfile;

function Probe() {
  const session = useSession();
  return (
    <div>
      <span data-testid="state">{session.loading ? 'loading' : session.user ? `user:${session.user.nickname}` : 'anonymous'}</span>
      <button onClick={() => session.signIn('tok-2', user)}>entrar</button>
      <button onClick={() => void session.signOut().catch(() => undefined)}>sair</button>
    </div>
  );
}

function renderSession() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('SessionProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('without a token is anonymous at once and asks nothing', () => {
    renderSession();
    expect(screen.getByTestId('state').textContent).toBe('anonymous');
    expect(auth.fetchMe).not.toHaveBeenCalled();
  });

  it('with a token stays loading until /me answers, then caches the user', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    let answer!: (u: UserProfile) => void;
    auth.fetchMe.mockReturnValue(new Promise<UserProfile>((resolve) => (answer = resolve)));
    renderSession();
    expect(screen.getByTestId('state').textContent).toBe('loading');
    await act(async () => answer(user));
    expect(screen.getByTestId('state').textContent).toBe('user:Duda');
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}').id).toBe('u-1');
  });

  it('a failed start-up check removes the token silently', async () => {
    localStorage.setItem('auth_token', 'expired');
    localStorage.setItem('user-data', JSON.stringify(user));
    auth.fetchMe.mockRejectedValue(new Error('401'));
    renderSession();
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('anonymous'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
  });

  it('signs in and out, forgetting the token even when the logout call fails', async () => {
    auth.logout.mockRejectedValue(new Error('offline'));
    renderSession();
    await act(async () => screen.getByText('entrar').click());
    expect(screen.getByTestId('state').textContent).toBe('user:Duda');
    expect(localStorage.getItem('auth_token')).toBe('tok-2');
    await act(async () => screen.getByText('sair').click());
    expect(screen.getByTestId('state').textContent).toBe('anonymous');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(auth.logout).toHaveBeenCalledOnce();
  });
});
