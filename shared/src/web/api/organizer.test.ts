import { AxiosHeaders } from 'axios';
import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { organizerQueries } from './organizer';
import { pageItems, PAGE_SIZE, type ListPage } from './paging';
import { queryKeys } from './query-keys';

type Row = { id: string };
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

function answer(data: unknown, nextCursor?: string) {
  const headers = new AxiosHeaders();
  if (nextCursor !== undefined) headers.set('X-Next-Cursor', nextCursor);
  return { data, headers, status: 200, statusText: 'OK', config: { headers: new AxiosHeaders() } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("organizerQueries.mine: the organizer's championships, a page at a time", () => {
  it('asks /api/organizer/championships for a page, follows X-Next-Cursor and stops when it is absent', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer(rows('c1', 'c2'), 'cursor-2'))
      .mockResolvedValueOnce(answer(rows('c3')));
    const client = new QueryClient();
    const options = organizerQueries.mine();
    expect(options.queryKey).toEqual(queryKeys.organizer.mine());
    const observer = new InfiniteQueryObserver(client, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);

    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    expect(pageItems(result.data as { pages: ListPage<Row>[]; pageParams: unknown[] }).map((row) => row.id)).toEqual(['c1', 'c2', 'c3']);
    expect(result.hasNextPage).toBe(false);
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/api/organizer/championships', { limit: PAGE_SIZE }],
      ['/api/organizer/championships', { limit: PAGE_SIZE, cursor: 'cursor-2' }],
    ]);
    unsubscribe();
    client.clear();
  });

  it('refuses an answer that is not an array instead of showing an empty list', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer({ message: 'oops' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchInfiniteQuery(organizerQueries.mine())).rejects.toThrow('response.data não é um array.');
    client.clear();
  });
});
