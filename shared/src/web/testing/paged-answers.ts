import { AxiosHeaders } from 'axios';
import { InfiniteQueryObserver, QueryClient, type InfiniteData, type InfiniteQueryObserverOptions } from '@tanstack/react-query';
import { expect, vi } from 'vitest';
import { pageItems, type ListPage } from '@areia/shared/web/api/paging';

/** For tests only. Rows that only have an id. */
export type Row = { id: string };
export const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }));

/** For tests only. What the shared API client resolves to for a 200, with X-Next-Cursor when a next page exists. */
export function pagedAnswer<T>(data: T, nextCursor?: string) {
  const headers = new AxiosHeaders();
  if (nextCursor !== undefined) headers.set('X-Next-Cursor', nextCursor);
  return { data, headers, status: 200, statusText: 'OK', config: { headers: new AxiosHeaders() } };
}

/**
 * For tests only. Runs an infinite list query as a screen would: its first page, then the next one. The ids of both
 * pages, and whether a next page was announced after the first and after the second.
 */
export async function walkTwoPages<TItem extends Row, TData, TKey extends readonly unknown[], TPageParam>(
  options: InfiniteQueryObserverOptions<ListPage<TItem>, Error, TData, TKey, TPageParam>,
) {
  const client = new QueryClient();
  const observer = new InfiniteQueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const nextAfterFirst = observer.getCurrentResult().hasNextPage;
    await observer.fetchNextPage();
    const result = observer.getCurrentResult();
    const ids = pageItems(result.data as InfiniteData<ListPage<TItem>> | undefined).map((row) => row.id);
    return { ids, nextAfterFirst, nextAfterSecond: result.hasNextPage };
  } finally {
    unsubscribe();
    client.clear();
  }
}
