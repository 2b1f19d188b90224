import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** What Drizzle's `.prepare(name)` returns, as the reads use it. */
export type Statement<T> = { execute: (values: Record<string, unknown>) => Promise<T[]> };

const byDb = new WeakMap<Db, Map<string, Statement<unknown>>>();

/**
 * The statement `name` of this database, built and prepared on first use. On PostgreSQL a named statement is parsed
 * and planned once per pooled connection (node-postgres keeps the names it has prepared per connection); on PGlite
 * Drizzle's SQL building is still skipped. Every value that varies per request must be a placeholder: the statement
 * is built once, from whatever request comes first. A statement whose text depends on the request (a search term
 * that shapes the plan) is not for here: build it with `.prepare('')` each time.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => Statement<T>): Statement<T> {
  let statements = byDb.get(db);
  if (!statements) byDb.set(db, (statements = new Map()));
  let statement = statements.get(name);
  if (!statement) statements.set(name, (statement = build() as Statement<unknown>));
  return statement as Statement<T>;
}

/**
 * A page's row count written into the SQL text for Drizzle's `.limit()` (which embeds an SQL chunk as is). With a
 * placeholder, the generic plan PostgreSQL keeps for a named statement assumes a tenth of the table: at scale it then
 * re-plans every time, or turns on JIT compilation (20 ms). Name the statement per row count (at most 101 of them).
 */
export function limitSql(rows: number): number {
  if (!Number.isInteger(rows) || rows < 1 || rows > 1000) throw new Error(`page of ${rows} rows`);
  return sql.raw(String(rows)) as unknown as number;
}
