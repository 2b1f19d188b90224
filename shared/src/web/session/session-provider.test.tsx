// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { lazy, Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../core/schemas/user';
import { useSession } from './session-context';
import { SessionProvider } from './session-provider';
import { useLogin } from './use-login';
import { useSignOut } from './use-sign-out';

const auth = vi.hoisted(() => ({ fetchMe: vi.fn(), logout: vi.fn(), login: vi.fn(), register: vi.fn() }));
vi.mock('../api/auth', () => auth);
const toasts = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: toasts }));

const user = { id: 'u-1', nickname: 'Duda', full_name: 'Maria Eduarda' } as UserProfile;
const cached = { id: 'u-1', nickname: 'Duda salva', full_name: 'Maria Eduarda' } as UserProfile;

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, { status, data: {}, statusText: '', headers: {}, config } as AxiosResponse);
}
const networkError = () => new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() }, {});
const timeout = () => new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, { headers: new AxiosHeaders() }, {});

function stateOf(session: ReturnType<typeof useSession>) {
  return `${session.status}:${session.user?.nickname ?? '-'}${session.offline ? ':offline' : ''}`;
}

function Probe() {
  const session = useSession();
  const login = useLogin();
  return (
    <div>
      <span data-testid="state">{stateOf(session)}</span>
      <button onClick={() => login.mutate({ email: 'duda@praia.com', password: 'x' })}>entrar</button>
    </div>
  );
}

function renderSession(children = <Probe />) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>,
  );
}

const state = () => screen.getByTestId('state').textContent;

describe('SessionProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('without a token is anonymous at once and asks nothing', () => {
    renderSession();
    expect(state()).toBe('anonymous:-');
    expect(auth.fetchMe).not.toHaveBeenCalled();
  });

  it('with a token stays loading until /me answers, even with a cached user, then caches the user', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    let answer!: (u: UserProfile) => void;
    auth.fetchMe.mockReturnValue(new Promise<UserProfile>((resolve) => (answer = resolve)));
    renderSession();
    expect(state()).toBe('loading:-');
    await act(async () => answer(user));
    await waitFor(() => expect(state()).toBe('signed-in:Duda'));
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}').nickname).toBe('Duda');
  });

  it('a 401 from /me removes the token and the cached user silently', async () => {
    localStorage.setItem('auth_token', 'expired');
    localStorage.setItem('user-data', JSON.stringify(cached));
    auth.fetchMe.mockRejectedValue(httpError(401));
    renderSession();
    await waitFor(() => expect(state()).toBe('anonymous:-'));
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
    expect(screen.queryByTestId('connection-notice')).toBeNull();
  });

  it.each([
    ['no answer', networkError],
    ['a timeout', timeout],
    ['a 500', () => httpError(500)],
    ['a 503', () => httpError(503)],
  ])('%s keeps the token and the cached user and shows the notice', async (_, failure) => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    auth.fetchMe.mockRejectedValue(failure());
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-in:Duda salva:offline'));
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
    expect(localStorage.getItem('user-data')).not.toBeNull();
    expect(screen.getByTestId('connection-notice').textContent).toContain('Sem conexão com o servidor.');
  });

  it('an outage with nothing cached keeps the token and is unreachable, not signed out', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    auth.fetchMe.mockRejectedValue(networkError());
    renderSession();
    await waitFor(() => expect(state()).toBe('unreachable:-:offline'));
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
  });

  it('"Tentar novamente" recovers without a new login once the server answers', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    auth.fetchMe.mockRejectedValueOnce(networkError()).mockResolvedValue(user);
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-in:Duda salva:offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(state()).toBe('signed-in:Duda'));
    expect(screen.queryByTestId('connection-notice')).toBeNull();
    expect(localStorage.getItem('auth_token')).toBe('tok-1');
  });

  it('the browser coming back online checks again at once', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    auth.fetchMe.mockRejectedValueOnce(httpError(502)).mockResolvedValue(user);
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-in:Duda salva:offline'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(state()).toBe('signed-in:Duda'));
    expect(auth.fetchMe).toHaveBeenCalledTimes(2);
  });

  it('while it checks again after an outage, the cached user stays signed in: the page under the guard is not dropped', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    let answer!: (u: UserProfile) => void;
    auth.fetchMe.mockRejectedValueOnce(networkError()).mockReturnValue(new Promise<UserProfile>((resolve) => (answer = resolve)));
    const seen: string[] = [];
    function Recorder() {
      seen.push(stateOf(useSession()));
      return null;
    }
    renderSession(
      <>
        <Probe />
        <Recorder />
      </>,
    );
    await waitFor(() => expect(state()).toBe('signed-in:Duda salva:offline'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(auth.fetchMe).toHaveBeenCalledTimes(2));
    expect(state()).toBe('signed-in:Duda salva:offline');
    await act(async () => answer(user));
    await waitFor(() => expect(state()).toBe('signed-in:Duda'));
    expect(seen.slice(seen.indexOf('signed-in:Duda salva:offline'))).not.toContain('loading:-');
  });

  it('a 401 on a retry after an outage does end the session', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(cached));
    auth.fetchMe.mockRejectedValueOnce(networkError()).mockRejectedValue(httpError(401));
    renderSession();
    await waitFor(() => expect(state()).toBe('signed-in:Duda salva:offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(state()).toBe('anonymous:-'));
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('login is a mutation: token and user stored, signed in without asking /me', async () => {
    auth.login.mockResolvedValue({ token: 'tok-2', user });
    renderSession();
    await act(async () => screen.getByText('entrar').click());
    await waitFor(() => expect(state()).toBe('signed-in:Duda'));
    expect(localStorage.getItem('auth_token')).toBe('tok-2');
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}').id).toBe('u-1');
    expect(auth.fetchMe).not.toHaveBeenCalled();
  });
});

describe('useSignOut', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  /** The landing page loads slowly, like a remote: the race the guard used to lose. */
  function renderApp() {
    const seen: string[] = [];
    let arrive!: () => void;
    const Landing = lazy(
      () => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = () => resolve({ default: () => <p>landing</p> }))),
    );
    function Home() {
      const session = useSession();
      const signOut = useSignOut();
      if (session.loading) return null;
      // What the shell's guard relies on: a protected page never renders without a user unless a sign-out is moving away.
      if (!session.user && !session.signingOut) seen.push('protected page without a user');
      return <button onClick={() => signOut.mutate()}>sair</button>;
    }
    const router = createMemoryRouter(
      [
        { path: '/', element: <Suspense fallback={<p>carregando</p>}><Landing /></Suspense> },
        { path: '/home', element: <Home /> },
        { path: '/login', element: <p>login</p> },
      ],
      { initialEntries: ['/home'] },
    );
    renderSession(<RouterProvider router={router} />);
    return { router, seen, arrive: () => arrive() };
  }

  it.each([
    ['the server revokes', () => auth.logout.mockResolvedValue(undefined), false],
    ['the server cannot revoke', () => auth.logout.mockRejectedValue(httpError(401)), true],
  ])('when %s: token forgotten, lands on / (never the login), revokes with the old token', async (_, arrange, toasted) => {
    arrange();
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(user));
    auth.fetchMe.mockResolvedValue(user);
    const app = renderApp();
    await screen.findByText('sair');
    await act(async () => screen.getByText('sair').click());
    await waitFor(() => expect(auth.logout).toHaveBeenCalledWith('tok-1'));
    expect(app.router.state.location.pathname).toBe('/');
    await act(async () => app.arrive());
    expect(await screen.findByText('landing')).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/');
    expect(app.seen).toEqual([]);
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(localStorage.getItem('user-data')).toBeNull();
    expect(toasts.error).toHaveBeenCalledTimes(toasted ? 1 : 0);
    if (toasted) expect(toasts.error).toHaveBeenCalledWith('Erro ao fazer logout');
  });
});
