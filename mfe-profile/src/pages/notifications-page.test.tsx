// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Notification } from '@areia/shared/core/schemas/notification';
import { apiClient } from '@areia/shared/web/api/client';
import { SessionContext, type Session } from '@areia/shared/web/session/session-context';
import { pagedAnswer } from '@areia/shared/web/testing/paged-answers';
import NotificationsPage from './notifications-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

const notice = (n: number, read = false): Notification => ({
  id: `n-${n}`,
  kind: 'invitation_received',
  title: 'Convite para jogar',
  text: `Ana convidou você para formar um time no campeonato Copa ${n}.`,
  link: `/championship/c-${n}`,
  created_at: new Date(Date.UTC(2026, 10, 20, 15, n)).toISOString(),
  read_at: read ? new Date(Date.UTC(2026, 10, 21)).toISOString() : null,
});

/** The avisos API behind the shared client: a list, the unread count, and "read" as the API answers it. */
function fakeApi(rows: Notification[]) {
  let list = rows;
  const unread = () => list.filter((row) => row.read_at === null).length;
  const get = vi.spyOn(apiClient, 'get').mockImplementation(async (url) => {
    if (url === '/api/notifications/unread') return pagedAnswer({ count: unread() });
    expect(url).toBe('/api/notifications');
    return pagedAnswer(list);
  });
  const post = vi.spyOn(apiClient, 'post').mockImplementation(async (url, body) => {
    expect(url).toBe('/api/notifications/read');
    const { ids, all } = body as { ids?: string[]; all?: boolean };
    list = list.map((row) => (all || ids?.includes(row.id) ? { ...row, read_at: row.read_at ?? '2026-11-22T00:00:00.000Z' } : row));
    return pagedAnswer({ count: unread() });
  });
  return { get, post };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = { user: { id: 'u-1' }, status: 'authenticated', loading: false, offline: false, retrying: false, signingOut: false } as unknown as Session;
  const router = createMemoryRouter(
    [
      { path: '/notifications', element: <NotificationsPage /> },
      { path: '/championship/:id', element: <p>página do campeonato</p> },
    ],
    { initialEntries: ['/notifications'] },
  );
  render(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NotificationsPage', () => {
  it('says there is no aviso yet, with no "mark all" button', async () => {
    fakeApi([]);
    renderPage();
    expect(await screen.findByText('Nenhum aviso por enquanto')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar todos como lidos' })).toBeNull();
  });

  it('lists avisos newest first as links, unread ones said so; "mark all" reads them all and leaves', async () => {
    const api = fakeApi([notice(3), notice(2), notice(1, true)]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Seus avisos' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/championship/c-3', '/championship/c-2', '/championship/c-1']);
    expect(links.map((link) => link.textContent?.startsWith('Não lido'))).toEqual([true, true, false]);

    fireEvent.click(await screen.findByRole('button', { name: 'Marcar todos como lidos' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marcar todos como lidos' })).toBeNull());
    expect(api.post.mock.calls.map(([, body]) => body)).toEqual([{ all: true }]);
    expect(within(list).getAllByRole('link').some((link) => link.textContent?.startsWith('Não lido'))).toBe(false);
  });

  it('opening an unread aviso marks it read and lands on its screen; a read one asks nothing', async () => {
    const api = fakeApi([notice(2), notice(1, true)]);
    const router = renderPage();
    fireEvent.click(within(await screen.findByRole('list', { name: 'Seus avisos' })).getAllByRole('link')[0]!);
    expect(await screen.findByText('página do campeonato')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/championship/c-2');
    await waitFor(() => expect(api.post.mock.calls.map(([, body]) => body)).toEqual([{ ids: ['n-2'] }]));

    await router.navigate('/notifications');
    fireEvent.click(within(await screen.findByRole('list', { name: 'Seus avisos' })).getAllByRole('link')[1]!);
    expect(await screen.findByText('página do campeonato')).toBeTruthy();
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('shows the failed load in red with a retry', async () => {
    vi.spyOn(apiClient, 'get').mockRejectedValue(new Error('offline'));
    renderPage();
    expect(await screen.findByText('Erro ao buscar avisos')).toBeTruthy();
  });
});
