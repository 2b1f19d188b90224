// @vitest-environment happy-dom
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Invitation } from '@areia/shared/core/schemas/invitation';
import { fakeInvitationsApi as fakeApi, invitationFixture as invitation } from '@areia/shared/web/testing/fake-invitations';
import { invitationCount, invitationQueries, useAnswerInvitation, useInvitationPages } from './invitations';
import { pageItems, PAGE_SIZE } from './paging';
import { queryKeys } from './query-keys';

/** A client whose hooks re-render on every change (as a screen reading `data` does), not only on the props read so far. */
const newClient = () => new QueryClient({ defaultOptions: { queries: { notifyOnChangeProps: 'all' } } });

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
}

const ids = (rows: Invitation[]) => rows.map((row) => row.id);

afterEach(cleanup);

describe('the invitations screen’s query', () => {
  it('reads /api/invitations a page at a time, following X-Next-Cursor until it is absent', async () => {
    const api = fakeApi(PAGE_SIZE + 7);
    const client = newClient();
    const { result } = renderHook(() => useInvitationPages(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(pageItems(result.current.data)).toHaveLength(PAGE_SIZE);
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await waitFor(() => expect(ids(pageItems(result.current.data))).toEqual(api.ids()));
    expect(result.current.hasNextPage).toBe(false);
    expect(api.sent()).toEqual([{ limit: PAGE_SIZE }, { limit: PAGE_SIZE, cursor: `${invitation(PAGE_SIZE).created_at}|inv-050` }]);
    client.clear();
  });

  it('an answered invitation leaves at once; the refetch re-reads the loaded pages and skips nobody after them', async () => {
    const api = fakeApi(2 * PAGE_SIZE + 5);
    const client = newClient();
    const { result } = renderHook(() => ({ pages: useInvitationPages(), answer: useAnswerInvitation() }), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.pages.isSuccess).toBe(true));
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(pageItems(result.current.pages.data)).toHaveLength(2 * PAGE_SIZE));
    const gets = api.get.mock.calls.length;

    // Answering the third invitation: gone from the screen before any refetch answers…
    const release = api.hold();
    let answered: Promise<unknown> = Promise.resolve();
    act(() => {
      answered = result.current.answer.mutateAsync({ invitation: invitation(3), answer: 'accept' });
    });
    await waitFor(() => expect(ids(pageItems(result.current.pages.data))).not.toContain('inv-003'));
    expect(pageItems(result.current.pages.data)).toHaveLength(2 * PAGE_SIZE - 1);
    expect(api.post).toHaveBeenCalledWith('/api/invitations/inv-003/accept');
    // …then both loaded pages are read again from the first, with fresh cursors.
    release();
    await act(() => answered);
    // The first 100 still pending, in order: inv-101 moved up into the second page rather than being jumped over.
    await waitFor(() => expect(ids(pageItems(result.current.pages.data))).toEqual(api.ids().slice(0, 2 * PAGE_SIZE)));
    expect(api.get.mock.calls.length).toBe(gets + 2);

    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(ids(pageItems(result.current.pages.data))).toEqual(api.ids()));
    expect(result.current.pages.hasNextPage).toBe(false);
    client.clear();
  });

  it('opened from the home, starts from the first page the tile read instead of asking for it again', async () => {
    const api = fakeApi(PAGE_SIZE + 1);
    const client = newClient();
    await client.fetchQuery(invitationQueries.firstPage());
    expect(api.get).toHaveBeenCalledTimes(1);

    const { result } = renderHook(() => useInvitationPages(), { wrapper: wrapperFor(client) });
    expect(pageItems(result.current.data)).toHaveLength(PAGE_SIZE);
    expect(result.current.hasNextPage).toBe(true);
    expect(api.get).toHaveBeenCalledTimes(1);
    client.clear();
  });

  it('does not start from a first page an answer or a withdrawal has made stale', async () => {
    const api = fakeApi(3);
    const client = newClient();
    await client.fetchQuery(invitationQueries.firstPage());
    await client.invalidateQueries({ queryKey: queryKeys.invitations.all() });

    const { result } = renderHook(() => useInvitationPages(), { wrapper: wrapperFor(client) });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.get).toHaveBeenCalledTimes(2);
    client.clear();
  });
});

describe('the home’s invitation count', () => {
  it('reads one page only, however many there are', async () => {
    const api = fakeApi(3 * PAGE_SIZE);
    const client = newClient();
    const page = await client.fetchQuery(invitationQueries.firstPage());
    expect(invitationCount(page)).toBe(`${PAGE_SIZE}+`);
    expect(api.sent()).toEqual([{ limit: PAGE_SIZE }]);
    client.clear();
  });

  it('is the real count up to a page, with "+" only when the API has a next page', () => {
    expect(invitationCount({ items: [], nextCursor: null })).toBe('0');
    expect(invitationCount({ items: [1, 2, 3], nextCursor: null })).toBe('3');
    expect(invitationCount({ items: Array.from({ length: PAGE_SIZE }), nextCursor: null })).toBe(String(PAGE_SIZE));
    expect(invitationCount({ items: Array.from({ length: PAGE_SIZE }), nextCursor: 'c' })).toBe('50+');
  });
});
