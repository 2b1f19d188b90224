import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { nowOf, type AppDeps } from '../deps';
import type { Db } from '../platform/db/client';
import { JOB_SCHEMA, onWriter, type JobQueue } from '../platform/jobs/queue';

export type DrainedJob = { name: string; data: unknown; error?: string };

/**
 * Where the queue's test clock lives: a `now()` that shadows `pg_catalog.now()` for the statements drainJobs runs with
 * this schema first in their search_path (pg-boss writes `now()` unqualified). Column defaults keep the real clock:
 * they were bound to `pg_catalog.now()` when their tables were created.
 */
const CLOCK_SCHEMA = 'queue_test_clock';
const CLOCK_SETTING = 'areia.queue_now';

const installed = new WeakMap<Db, Promise<void>>();

/** The clock function, made in each database on its first drain (any database: a template's copy or an empty one). */
function installClock(db: Db): Promise<void> {
  let done = installed.get(db);
  if (!done) {
    done = (async () => {
      await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${CLOCK_SCHEMA}`));
      await db.execute(
        sql.raw(`CREATE OR REPLACE FUNCTION ${CLOCK_SCHEMA}.now() RETURNS timestamptz LANGUAGE sql STABLE
          AS $$ SELECT coalesce(nullif(current_setting('${CLOCK_SETTING}', true), '')::timestamptz, pg_catalog.now()) $$`),
      );
    })();
    installed.set(db, done);
    done.catch(() => installed.delete(db));
  }
  return done;
}

/** pg-boss's own statements, each in a transaction whose `now()` reads `at` (a timestamptz literal). */
const clockedAt = (db: Db, at: string): PgBoss.Db => ({
  executeSql: (text, values) =>
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL search_path = ${CLOCK_SCHEMA}, pg_catalog`));
      await tx.execute(sql`SELECT set_config(${CLOCK_SETTING}, ${at}, true)`);
      return onWriter(tx).executeSql(text, values);
    }),
});

/**
 * Runs, in this process, every job that is due by the app's clock (`deps.now`, which tests move) rather than the
 * database's, including those the handlers send meanwhile, until none is left, in the order they came due (then as
 * pg-boss orders: created first). Each goes through pg-boss as a worker's would: `fetch` takes it at the instant it
 * came due, the handler runs, and `complete`, or `fail` with its error, at the app's instant — so pg-boss retries a
 * failed job a minute or two later by the app's clock. Returns what ran, in order. Jobs due later stay where they are.
 */
export async function drainJobs(queue: JobQueue, deps: AppDeps, options: { limit?: number } = {}): Promise<DrainedJob[]> {
  const handlers = new Map(queue.definitions.map((definition) => [definition.name, definition.handler]));
  const names = `{${[...handlers.keys()].join(',')}}`;
  const ran: DrainedJob[] = [];
  const limit = options.limit ?? 500;
  await installClock(deps.db);
  for (;;) {
    const now = nowOf(deps);
    // The app's clock counts milliseconds, the database's microseconds: a job sent at once in the app's current
    // millisecond (start_after 12:00:00.000700 at 12:00:00.000) is due.
    const dueBy = new Date(now.getTime() + 1);
    // Which queue's job came due first: only read here; pg-boss's fetch below takes it. Its clock then reads one
    // microsecond after that job's start_after (pg-boss takes a job when `start_after < now()`; one due at the app's
    // instant is due), kept as text: a Date would lose the microseconds pg-boss's retry times have.
    const next = (
      (await deps.db.execute(sql`
        SELECT name, (start_after + interval '1 microsecond')::text AS due FROM ${sql.raw(JOB_SCHEMA)}.job
        WHERE state < 'active' AND start_after < ${dueBy.toISOString()}::timestamptz AND name = ANY(${names}::text[])
        ORDER BY start_after, created_on, id LIMIT 1`)) as unknown as { rows: { name: string; due: string }[] }
    ).rows[0];
    if (!next) return ran;
    if (ran.length >= limit) throw new Error(`drainJobs: more than ${limit} jobs (a handler sending itself forever?)`);
    const [job] = await queue.boss.fetch<unknown>(next.name, { batchSize: 1, db: clockedAt(deps.db, next.due) });
    // pg-boss's fetch answers [] on an error too: a job due but not taken would loop here forever.
    if (!job) throw new Error(`drainJobs: pg-boss did not fetch the ${next.name} job due by ${next.due}`);
    const atNow = { db: clockedAt(deps.db, now.toISOString()) };
    try {
      await handlers.get(job.name)!(deps, job.data);
      // No output, as a worker leaves a job whose handler returned nothing (pg-boss's types ask for an object here).
      await queue.boss.complete(job.name, job.id, null as unknown as object, atNow);
      ran.push({ name: job.name, data: job.data });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await queue.boss.fail(job.name, job.id, { message }, atNow);
      ran.push({ name: job.name, data: job.data, error: message });
    }
  }
}
