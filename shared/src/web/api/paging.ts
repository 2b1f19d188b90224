import type { InfiniteData } from '@tanstack/react-query';
import { apiClient } from '@areia/shared/web/api/client';
import { expectArray } from '@areia/shared/web/api/response';

/** A list answer is one page of at most 100 rows; the screens ask for 50 (the API's default). */
export const PAGE_SIZE = 50;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** One page of a list: its rows and the opaque cursor of the next page (null on the last one). */
export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageParams = Record<string, string | number | null | undefined>;

/** The params as sent: empty, null and undefined values are left out (an empty search means no filter). */
export function pageQuery(params: PageParams, cursor: string | null, limit = PAGE_SIZE): Record<string, string | number> {
  // Limit and cursor first, so a URL still ends with the filter a test or a log line looks for.
  const query: Record<string, string | number> = { limit };
  if (cursor) query.cursor = cursor;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    query[key] = typeof value === 'string' ? value.trim() : value;
  }
  return query;
}

/** The next page's cursor from the answer's headers; absent or blank means this was the last page. */
export function readNextCursor(headers: unknown): string | null {
  if (!headers || typeof headers !== 'object') return null;
  const bag = headers as { get?: (name: string) => unknown } & Record<string, unknown>;
  const value = typeof bag.get === 'function' ? bag.get(NEXT_CURSOR_HEADER) : (bag[NEXT_CURSOR_HEADER] ?? bag['X-Next-Cursor']);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** GETs one page of a list (the body stays a JSON array) and reads the next cursor from `X-Next-Cursor`. */
export async function fetchPage<T>(url: string, params: PageParams, cursor: string | null, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await apiClient.get<unknown>(url, { params: pageQuery(params, cursor), signal });
  return { items: expectArray<T>(response.data), nextCursor: readNextCursor(response.headers) };
}

/**
 * Every page of a list a rule keeps short (a championship's teams or games: ≤ 64 teams), followed through
 * X-Next-Cursor: the API still cuts such a list into answers of at most ~96 KB when its rows are wide.
 */
export async function fetchAllPages<T>(url: string, emptyMessage?: string, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  do {
    const response: { data: unknown; headers: unknown } = await apiClient.get<unknown>(url, { params: cursor ? { cursor } : undefined, signal });
    rows.push(...expectArray<T>(response.data, emptyMessage));
    cursor = readNextCursor(response.headers);
  } while (cursor);
  return rows;
}

/** The pieces every infinite list query shares: the first page has no cursor, the next one is the header's. */
export const pagingOptions = {
  initialPageParam: null as string | null,
  getNextPageParam: (last: ListPage<unknown>): string | null => last.nextCursor,
};

/** Every row loaded so far, in order; a row repeated across pages (the list moved under the cursor) shows once. */
export function pageItems<T extends { id: string }>(data: InfiniteData<ListPage<T>> | undefined): T[] {
  if (!data) return [];
  const seen = new Set<string>();
  const rows: T[] = [];
  for (const page of data.pages) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
