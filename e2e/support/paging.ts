import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './session';

/** Upper bound on pages read, so a cursor that never ends fails the test instead of hanging it. */
const MAX_PAGES = 200;

/**
 * Every row of a paged list endpoint: follows `X-Next-Cursor` (100 rows a page) until the header is absent, so a
 * test compares the screen with the whole list and not with its first page.
 */
export async function fetchAllPages<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params: Record<string, string | number> = {},
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const query: Record<string, string | number> = { ...params, limit: 100, ...(cursor ? { cursor } : {}) };
    const response = await request.get(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` }, params: query });
    if (!response.ok()) throw new Error(`GET ${path} falhou: ${response.status()} ${await response.text()}`);
    rows.push(...((await response.json()) as T[]));
    cursor = response.headers()['x-next-cursor'];
    if (!cursor) return rows;
  }
  throw new Error(`GET ${path}: mais de ${MAX_PAGES} páginas`);
}
