import type { Db } from '../db/client';

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
