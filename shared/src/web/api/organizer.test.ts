import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { organizerQueries } from './organizer';
import { PAGE_SIZE } from './paging';
import { queryKeys } from './query-keys';
import { pagedAnswer as answer, rows, walkTwoPages } from '@areia/shared/web/testing/paged-answers';


afterEach(() => {
  vi.restoreAllMocks();
});

describe("organizerQueries.mine: the organizer's championships, a page at a time", () => {
  it('asks /api/organizer/championships for a page, follows X-Next-Cursor and stops when it is absent', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer(rows('c1', 'c2'), 'cursor-2'))
      .mockResolvedValueOnce(answer(rows('c3')));
    const options = organizerQueries.mine();
    expect(options.queryKey).toEqual(queryKeys.organizer.mine());
    const walk = await walkTwoPages(options);
    expect(walk.nextAfterFirst).toBe(true);
    expect(walk.ids).toEqual(['c1', 'c2', 'c3']);
    expect(walk.nextAfterSecond).toBe(false);
    expect(get.mock.calls.map(([url, config]) => [url, config?.params])).toEqual([
      ['/api/organizer/championships', { limit: PAGE_SIZE }],
      ['/api/organizer/championships', { limit: PAGE_SIZE, cursor: 'cursor-2' }],
    ]);
  });

  it('refuses an answer that is not an array instead of showing an empty list', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer({ message: 'oops' }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchInfiniteQuery(organizerQueries.mine())).rejects.toThrow('response.data não é um array.');
    client.clear();
  });
});
