// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../core/schemas/user';
import { noteApiAnswer } from '../offline/offline-cache';
import { SessionProvider } from '../session/session-provider';
import { CachedAnswerNotice } from './cached-answer-notice';

const auth = vi.hoisted(() => ({ fetchMe: vi.fn() }));
vi.mock('../api/auth', () => auth);

const user = { id: 'u-1', nickname: 'Duda', full_name: 'Maria Eduarda' } as UserProfile;

function renderScreen() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <CachedAnswerNotice />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('one offline notice per screen', () => {
  afterEach(() => {
    cleanup();
    noteApiAnswer(null);
    localStorage.clear();
    vi.clearAllMocks();
  });

  it('a screen drawn from the saved copy while the session is signed in: its own mark, with the time', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    auth.fetchMe.mockResolvedValue(user);
    noteApiAnswer('2026-11-28T17:32:00.000Z');
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('cached-answer').textContent).toMatch(/^sem conexão — atualizado às \d{2}:32$/));
    expect(screen.queryByTestId('connection-notice')).toBeNull();
  });

  it('the session cannot reach the server either: only its notice, which says the data is the saved copy', async () => {
    localStorage.setItem('auth_token', 'tok-1');
    localStorage.setItem('user-data', JSON.stringify(user));
    auth.fetchMe.mockRejectedValue(new AxiosError('Network Error', AxiosError.ERR_NETWORK, { headers: new AxiosHeaders() }, {}));
    noteApiAnswer('2026-11-28T17:32:00.000Z');
    renderScreen();
    await waitFor(() => expect(screen.getByTestId('connection-notice').textContent).toContain('mostramos seus dados salvos'));
    expect(screen.queryByTestId('cached-answer')).toBeNull();
  });
});
