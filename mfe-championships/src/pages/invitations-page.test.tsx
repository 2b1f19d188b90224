// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { apiClient } from '@areia/shared/web/api/client';
import { PAGE_SIZE } from '@areia/shared/web/api/paging';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import InvitationsPage from './invitations-page';

vi.mock('@areia/shared/web/feedback/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

function invitation(n: number): Invitation {
  return {
    id: `inv-${String(n).padStart(3, '0')}`,
    status: 'pending',
    created_at: new Date(Date.UTC(2026, 10, 1, 0, n)).toISOString(),
    expires_at: new Date(Date.UTC(2026, 10, 3)).toISOString(),
    invited_by: { id: 'u-a', nickname: 'Ana' },
    championship: { id: `c-${n}`, title: `Copa ${n}`, category: 'Open', occurs: new Date(Date.UTC(2026, 11, 1)).toISOString() },
    team: { id: `t-${n}`, team: 'Ana / Bia', status: 'pending', team_members: [] } as unknown as Invitation['team'],
  };
}

/** GET /api/invitations as the API pages it (oldest first, keyset on created_at and id); answering removes the row. */
function fakeApi(total: number) {
  let rows = Array.from({ length: total }, (_, index) => invitation(index + 1));
  const key = (row: Invitation) => `${row.created_at}|${row.id}`;
  const get = vi.spyOn(apiClient, 'get').mockImplementation(async (_url, config) => {
    const { limit = 50, cursor } = (config?.params ?? {}) as { limit?: number; cursor?: string };
    const after = cursor ? rows.filter((row) => key(row) > cursor) : rows;
    const page = after.slice(0, limit);
    return { data: page, headers: after.length > limit ? { 'x-next-cursor': key(page.at(-1)!) } : {} };
  });
  vi.spyOn(apiClient, 'post').mockImplementation(async (url) => {
    const id = String(url).split('/')[3]!;
    const answered = rows.find((row) => row.id === id)!;
    rows = rows.filter((row) => row.id !== id);
    return { data: { ...answered, status: 'declined' }, headers: {} };
  });
  return { get, ids: () => rows.map((row) => row.id) };
}

/** An IntersectionObserver whose targets the test scrolls into view by hand (as load-more.test.tsx does). */
function stubObserver() {
  const live = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
  class Stub {
    private readonly entry = { callback: (() => undefined) as IntersectionObserverCallback, targets: [] as Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry.callback = callback;
      live.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      live.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    scrollToEnd: () => {
      for (const entry of [...live]) {
        entry.callback(entry.targets.map((target) => ({ isIntersecting: true, target }) as unknown as IntersectionObserverEntry), entry as never);
      }
    },
  };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/invitations', element: <InvitationsPage /> }], { initialEntries: ['/invitations'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const titles = () => screen.getAllByTestId('invitation').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationsPage', () => {
  it('shows the first page, loads the next one as the athlete scrolls to the end, and stops on the last', async () => {
    const view = stubObserver();
    const api = fakeApi(PAGE_SIZE + 12);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE));
    expect(screen.getByTestId('load-more')).toBeTruthy();

    view.scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE + 12));
    expect(titles()).toEqual(api.ids().map((id) => `Copa ${Number(id.slice(4))}`));
    expect(api.get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/api/invitations', { limit: PAGE_SIZE }],
      ['/api/invitations', { limit: PAGE_SIZE, cursor: `${invitation(PAGE_SIZE).created_at}|inv-050` }],
    ]);
    expect(screen.queryByTestId('load-more')).toBeNull();
  });

  it('declining on the first page removes that card and keeps every later invitation on screen', async () => {
    const view = stubObserver();
    const api = fakeApi(PAGE_SIZE + 3);
    renderPage();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE));
    view.scrollToEnd();
    await waitFor(() => expect(screen.getAllByTestId('invitation')).toHaveLength(PAGE_SIZE + 3));

    fireEvent.click(screen.getByRole('button', { name: 'Recusar convite para Copa 2' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Copa 2' })).toBeNull());
    await waitFor(() => expect(titles()).toEqual(api.ids().map((id) => `Copa ${Number(id.slice(4))}`)));
    expect(titles()).toHaveLength(PAGE_SIZE + 2);
    expect(titles().at(-1)).toBe(`Copa ${PAGE_SIZE + 3}`);
  });
});
