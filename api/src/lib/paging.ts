import type { Context } from 'hono';
import { and, getTableName, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { foldText } from '@areia/shared/core/format/format';
import { NEXT_CURSOR_HEADER, PAGE_CURSOR_INVALID, PAGE_LIMIT_DEFAULT } from '@areia/shared/core/schemas/paging';
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

/** Cuts the extra row and sets X-Next-Cursor from the page's last row when there is more to read. */
export function takePage<T>(c: Context, rows: T[], limit: number, keyOf: (row: T) => readonly unknown[]): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  c.header(NEXT_CURSOR_HEADER, encodeCursor(keyOf(page[page.length - 1]!)));
  return page;
}

/** `term` with LIKE's wildcards and escape character escaped. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * `column` folded (lower case, no accents) contains `term` folded the same way. From 3 characters on the trigram index
 * answers; a 2-character term goes through the bigram index (0003_scale.sql); a single character is left to the
 * list's ordered index, where matches are dense.
 */
export function foldedContains(column: AnyPgColumn, term: string): SQL {
  return foldedContainsAny([column], term);
}

/**
 * Any of `columns` folded contains `term` folded. For a 2-character term the bigram test is a clause of its own beside
 * the LIKEs: a bitmap scan on the bigram indexes then satisfies it whole (no per-row bigrams, which are dear), and on
 * an index-only walk (0009_search.sql) the LIKEs, read from the index, go first and the bigrams run only for matches.
 */
export function foldedContainsAny(columns: AnyPgColumn[], term: string): SQL {
  const escaped = likeEscaped(term);
  const like = or(...columns.map((column) => sql`areia_fold(${column}) LIKE ('%' || areia_fold(${escaped}) || '%')`))!;
  if (foldText(term).length !== 2) return like;
  const bigrams = or(...columns.map((column) => sql`areia_bigrams(${column}) @> areia_bigrams(${term})`))!;
  return and(like, bigrams)!;
}

/**
 * A table's stored `search_fold` (its searched columns folded, joined by a line feed: 0012_search_fold.sql) contains
 * `term` folded — the same answer as `foldedContainsAny` on those columns, since a term holds no line feed (control
 * characters are refused), without folding any row: one trigram index answers, or one bigram index for 2 characters.
 */
export function searchFoldContains(searchFold: AnyPgColumn, term: string): SQL {
  const like = sql`${searchFold} LIKE ('%' || areia_fold(${likeEscaped(term)}) || '%')`;
  if (foldText(term).length !== 2) return like;
  return and(like, sql`areia_folded_bigrams(${searchFold}) @> areia_bigrams(${term})`)!;
}

/**
 * `"table"."column"`. Drizzle writes a column bare in a one-table query, where a correlated subquery would bind it
 * to its own table; outer columns used inside subqueries go through this.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
