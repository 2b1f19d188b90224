import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER, PAGE_CURSOR_INVALID, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '@areia/shared/core/schemas/paging';
import { HttpError } from './http-error';

/** Opaque keyset cursor: the last row's sort key as base64url JSON. */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The sort key a cursor holds, checked against the list's own key shape; anything else is a 400. */
export function decodeCursor<T>(raw: string | undefined, shape: z.ZodType<T>): T | undefined {
  if (raw === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, PAGE_CURSOR_INVALID);
  }
  const result = shape.safeParse(parsed);
  if (!result.success) throw new HttpError(400, PAGE_CURSOR_INVALID);
  return result.data;
}

export const cursorUuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
/** A timestamptz as PostgreSQL prints it (kept as text so microseconds survive the round trip). */
export const cursorTimestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2}){0,2}|Z)?$/);

/** `{a,b,…}`: a page's ids as one uuid[] parameter (`= ANY(…::uuid[])`), not a parameter per id. */
export const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Pages are read with one row more than the limit: its presence means there is a next page. */
export const pageLimit = (limit: number | undefined) => limit ?? PAGE_LIMIT_DEFAULT;

/**
 * The most bytes of JSON one page's body may hold (docs/architecture.md, "Data and scale"): under the 100 KB every read answer stays within, at any
 * table size and whatever the rows hold (names at their maximum length, multi-byte characters, full teams).
 */
export const PAGE_BYTES_MAX = 96 * 1024;

/**
 * One page of a list as the answer (a JSON array), cut by rows and by bytes, the one way every paged list answers.
 *
 * `rows` were read with one row more than `limit` (see pageLimit): that extra row's presence means there is more.
 * `present` turns the page's rows into the answer's items, one per row and in order (undefined: a row not shown, which
 * still moves the cursor). The page stops before the item that would take the body past `maxBytes` (the first item
 * shown always goes, so a page is never empty while rows remain). When rows remain — the extra row, or rows the byte
 * budget left out — X-Next-Cursor is the key of the last row sent, so the next page starts right after it: nothing
 * skipped, nothing repeated.
 *
 * Cost: the page is serialized once, as c.json would, and its UTF-8 size counted only when its length could pass the
 * budget (at most 3 bytes per UTF-16 unit). Only a page over the budget is serialized again, item by item, to cut it.
 */
export async function answerPage<R, I>(
  c: Context,
  rows: readonly R[],
  limit: number,
  keyOf: (row: R) => readonly unknown[],
  present: (page: R[]) => readonly (I | undefined)[] | Promise<readonly (I | undefined)[]>,
  maxBytes = PAGE_BYTES_MAX,
) {
  const page = rows.slice(0, limit);
  const items = await present(page);
  const shown = items.slice(0, page.length).filter((item) => item !== undefined);
  const whole = JSON.stringify(shown);
  if (whole.length * 3 <= maxBytes || Buffer.byteLength(whole) <= maxBytes) return jsonPage<R, I>(c, whole, rows, page.length, keyOf);
  const texts: string[] = [];
  let bytes = 2; // [ and ]
  let taken = 0;
  for (; taken < page.length; taken += 1) {
    const item = items[taken];
    if (item === undefined) continue;
    const text = JSON.stringify(item);
    const size = Buffer.byteLength(text) + (texts.length > 0 ? 1 : 0);
    if (texts.length > 0 && bytes + size > maxBytes) break;
    texts.push(text);
    bytes += size;
  }
  return jsonPage<R, I>(c, `[${texts.join(',')}]`, rows, taken, keyOf);
}

/** The body as c.json would write it (same text, same content type); the cursor when rows remain after `taken`. */
function jsonPage<R, I>(c: Context, body: string, rows: readonly R[], taken: number, keyOf: (row: R) => readonly unknown[]) {
  if (taken < rows.length) c.header(NEXT_CURSOR_HEADER, encodeCursor(keyOf(rows[taken - 1]!)));
  return c.body(body, 200, { 'content-type': 'application/json' }) as unknown as JsonPage<I>;
}

/** What c.json(items, 200) answers, so route handlers keep their typed responses. */
type JsonPage<I> = Response & TypedResponse<JSONParsed<I[]>, 200, 'json'>;

/**
 * A list a rule bounds and the handler reads whole (a championship's teams and games: at most 64 teams of 6), still
 * answered in pages so no answer passes the byte budget: the rows after the one whose id the cursor holds, in the
 * list's own order. A cursor naming a row no longer in the list is a 400 (the screen reads again from the start).
 */
export function rowsAfter<T>(rows: readonly T[], afterId: string | undefined, idOf: (row: T) => string): readonly T[] {
  if (afterId === undefined) return rows;
  const at = rows.findIndex((row) => idOf(row) === afterId);
  if (at < 0) throw new HttpError(400, PAGE_CURSOR_INVALID);
  return rows.slice(at + 1);
}

const boundedCursor = z.tuple([cursorUuid]);

/**
 * One page of a bounded list read whole (rowsAfter on the cursor's id, then answerPage): up to `limit` rows, 100 by
 * default, so on wide rows only the byte budget cuts a page. Cursor: the last row's id.
 */
export function answerBoundedPage<R, I>(
  c: Context,
  query: { limit?: number | undefined; cursor?: string | undefined },
  rows: readonly R[],
  idOf: (row: R) => string,
  present: (page: R[]) => readonly (I | undefined)[] | Promise<readonly (I | undefined)[]>,
) {
  const rest = rowsAfter(rows, decodeCursor(query.cursor, boundedCursor)?.[0], idOf);
  return answerPage(c, rest, query.limit ?? PAGE_LIMIT_MAX, (row) => [idOf(row)], present);
}

/**
 * `"table"."column"`. Drizzle writes a column bare in a one-table query, where a correlated subquery would bind it
 * to its own table; outer columns used inside subqueries go through this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
