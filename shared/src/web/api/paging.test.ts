import { AxiosHeaders } from 'axios';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { fetchAllPages, fetchPage, pageItems, pageQuery, PAGE_SIZE, readNextCursor } from './paging';
import { playerQueries } from './players';
import { pagedAnswer as answer, rows, walkTwoPages, type Row } from '@areia/shared/web/testing/paged-answers';


describe('pageQuery', () => {
  it('always asks for a page size and leaves empty filters out', () => {
    expect(pageQuery({ search: '', filter: undefined, latitude: null }, null)).toEqual({ limit: PAGE_SIZE });
    expect(pageQuery({ search: '   ' }, null, 10)).toEqual({ limit: 10 });
  });

  it('sends the trimmed term, numbers as they are, and the cursor of the page asked', () => {
    expect(pageQuery({ search: '  Ipanema ', latitude: -22.9, maxDistance: 10 }, 'abc')).toEqual({
      search: 'Ipanema',
      latitude: -22.9,
      maxDistance: 10,
      limit: PAGE_SIZE,
      cursor: 'abc',
    });
  });
});

describe('readNextCursor', () => {
  it('reads X-Next-Cursor from axios headers whatever the case', () => {
    expect(readNextCursor(new AxiosHeaders({ 'X-Next-Cursor': 'eyJpZCI6MX0' }))).toBe('eyJpZCI6MX0');
    expect(readNextCursor(new AxiosHeaders({ 'x-next-cursor': 'c2' }))).toBe('c2');
    expect(readNextCursor({ 'x-next-cursor': 'plain' })).toBe('plain');
  });

  it('treats a missing or blank header as the last page', () => {
    expect(readNextCursor(new AxiosHeaders())).toBeNull();
    expect(readNextCursor(new AxiosHeaders({ 'X-Next-Cursor': '  ' }))).toBeNull();
    expect(readNextCursor(undefined)).toBeNull();
  });
});

describe('fetchPage', () => {
  it('GETs one page with limit and cursor and returns its rows with the next cursor', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue(answer(rows('a', 'b'), 'next-1'));
    const page = await fetchPage<Row>('/api/things', { search: 'jo' }, 'c0');
    expect(page).toEqual({ items: rows('a', 'b'), nextCursor: 'next-1' });
    expect(get).toHaveBeenCalledWith('/api/things', { params: { search: 'jo', limit: PAGE_SIZE, cursor: 'c0' }, signal: undefined });
  });

  it('refuses an answer that is not an array (a broken API is not an empty list)', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer({ message: 'oops' }));
    await expect(fetchPage<Row>('/api/things', {}, null)).rejects.toThrow('response.data não é um array.');
  });
});

describe('fetchAllPages', () => {
  it('follows X-Next-Cursor to the last page and joins the rows in order', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer(rows('a', 'b'), 'c1'))
      .mockResolvedValueOnce(answer(rows('c'), 'c2'))
      .mockResolvedValueOnce(answer(rows('d')));
    expect((await fetchAllPages<Row>('/api/teams')).map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(get.mock.calls.map((call) => call[1]?.params)).toEqual([undefined, { cursor: 'c1' }, { cursor: 'c2' }]);
  });

  it('a list of one page is one request', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValueOnce(answer(rows('a')));
    expect(await fetchAllPages<Row>('/api/games')).toEqual(rows('a'));
    expect(get).toHaveBeenCalledTimes(1);
  });
});

describe('pageItems', () => {
  it('joins the pages in order and shows a row repeated across pages once', () => {
    const data = { pages: [{ items: rows('a', 'b'), nextCursor: 'x' }, { items: rows('b', 'c'), nextCursor: null }], pageParams: [null, 'x'] };
    expect(pageItems<Row>(data).map((row) => row.id)).toEqual(['a', 'b', 'c']);
    expect(pageItems<Row>(undefined)).toEqual([]);
  });
});

describe('an infinite list query', () => {
  it('follows X-Next-Cursor page by page and stops when the header is absent', async () => {
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(answer(rows('p1', 'p2'), 'cursor-2'))
      .mockResolvedValueOnce(answer(rows('p3')));
    const walk = await walkTwoPages(playerQueries.list('  Ana '));
    expect(walk.nextAfterFirst).toBe(true);
    expect(walk.ids).toEqual(['p1', 'p2', 'p3']);
    expect(walk.nextAfterSecond).toBe(false);
    expect(get.mock.calls.map(([, config]) => config?.params)).toEqual([
      { search: 'Ana', limit: PAGE_SIZE },
      { search: 'Ana', limit: PAGE_SIZE, cursor: 'cursor-2' },
    ]);
  });

  it('ends after one page against an API that sends no cursor', async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer(rows('only')));
    const client = new QueryClient();
    const data = await client.fetchInfiniteQuery(playerQueries.list());
    expect(data.pages).toHaveLength(1);
    expect(playerQueries.list().getNextPageParam(data.pages[0]!, data.pages, null, data.pageParams)).toBeNull();
    client.clear();
  });
});
