import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { AppDeps } from '../../deps';
import { databaseUnavailable } from '../db/db-errors';
import { createLogger, type AppLogger } from '../logger';
import type { JobDefinition } from './job';

/** A drizzle transaction, or the database itself: where a job is written. */
type Writer = Pick<Db, 'execute'>;

export type SendOptions = {
  /** When it may run (the database's clock decides; handlers still check the app's). */
  startAfter?: Date;
  /** At most one waiting job per key and queue: sending it again while one waits does nothing. Unset: no such limit. */
  singletonKey?: string;
  /** Written in this transaction: the job exists exactly when the change that asked for it commits. */
  tx?: Writer;
};

export type JobSender = {
  /** The new job's id, or null when one with the same singletonKey is already waiting. */
  send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
};

export type JobQueue = JobSender & {
  readonly boss: PgBoss;
  readonly definitions: readonly JobDefinition[];
  /** Lets running handlers finish, then stops fetching. The database stays open. */
  stop: () => Promise<void>;
};

/** The queue's own tables, apart from the app's (no data_version trigger: a job is not an answer's data). */
export const JOB_SCHEMA = 'pgboss';

/** How often an idle worker asks for work; a deadline is at most this late. */
const POLLING_SECONDS = 2;
/** Jobs a worker takes per fetch: a championship's start may make all its teams' deadlines due at once. */
const BATCH = 10;

/**
 * pg-boss's `$n` statement as drizzle SQL, so it runs on a transaction's own connection (PGlite or node-postgres alike).
 * pg-boss's statements hold no `$` but their parameters. Each value is one parameter, an array too (drizzle would
 * spread an array interpolated as is into a list: `UNNEST($2::uuid[])` of complete and fail needs it whole).
 */
function boundStatement(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`)));
}

/** pg-boss's statements on `writer` (a transaction's connection, or the database): its `db` option. */
export const onWriter = (writer: Writer): PgBoss.Db => ({
  executeSql: async (text, values) => {
    const result = await writer.execute(values && values.length > 0 ? boundStatement(text, values) : sql.raw(text));
    return result as unknown as { rows: unknown[] };
  },
});

/**
 * pg-boss on the app's database: its tables come from its own migrations (run here, under its own advisory lock),
 * in the `pgboss` schema. Creates one queue per definition ('short' policy: one waiting job per singletonKey). With
 * `work`, this instance also runs every queue's worker, the cron schedules and pg-boss's maintenance (every instance
 * does; a job is fetched by one of them, `FOR UPDATE SKIP LOCKED`). Without, it only sends (tests drain by hand).
 */
export async function openJobQueue(
  database: Database,
  deps: AppDeps,
  definitions: readonly JobDefinition[],
  options: { work: boolean },
): Promise<JobQueue> {
  const logger = createLogger(deps.config.logSilent);
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.raw(text, values) },
    schema: JOB_SCHEMA,
    supervise: options.work,
    schedule: options.work,
  });
  boss.on('error', (error) => logger.error({ msg: 'job queue error', error: error.message }));
  await boss.start();
  for (const definition of definitions) {
    // Three more tries, a minute apart then doubling: a dropped connection does not lose a deadline.
    const create = () => boss.createQueue(definition.name, { name: definition.name, policy: 'short', retryLimit: 3, retryDelay: 60, retryBackoff: true });
    // Instances starting together on a new database both create the queue's partition: PostgreSQL picks one as the
    // deadlock's victim, and its second try finds the queue there.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await create();
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
      }
    }
  }
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));

  const send: JobSender['send'] = async (name, data, sendOptions = {}) => {
    if (!byName.has(name)) throw new Error(`unknown job ${name}`);
    const id = randomUUID();
    // The 'short' policy allows one waiting job per key, and a missing key counts as one key: a job sent without one
    // gets its own id as key, so it never stands in for another.
    const bossOptions: PgBoss.SendOptions & { db?: PgBoss.Db } = { id, singletonKey: sendOptions.singletonKey ?? id };
    if (sendOptions.startAfter) bossOptions.startAfter = sendOptions.startAfter;
    if (sendOptions.tx) bossOptions.db = onWriter(sendOptions.tx);
    return boss.send(name, data, bossOptions);
  };

  if (options.work) {
    surviveUnawaitedQueueWrites(logger);
    for (const definition of definitions) {
      await boss.work<object>(definition.name, { pollingIntervalSeconds: POLLING_SECONDS, batchSize: BATCH }, async (jobs) => {
        // One by one, each failing alone: pg-boss completes the batch's still-active jobs when this returns.
        for (const job of jobs) {
          try {
            await definition.handler(deps, job.data);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            logger.error({ msg: 'job failed', job: definition.name, id: job.id, error: message });
            // With the database gone this fails too: the job stays active, expires and is tried again.
            await boss.fail(definition.name, job.id, { message }).catch((failError: unknown) => {
              logger.error({ msg: 'job not marked failed', job: definition.name, id: job.id, error: failError instanceof Error ? failError.message : String(failError) });
            });
          }
        }
      });
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      else await boss.unschedule(definition.name);
    }
  }

  return {
    boss,
    definitions,
    send,
    stop: () => boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 }),
  };
}

let surviving = false;

/**
 * pg-boss 10 does not await the complete or fail it writes after a batch (src/manager.js, `onFetch`): when the
 * database drops at that moment, that promise rejects with nobody to catch it, and Node ends the process. Such a
 * rejection — the database unavailable — is logged and the process goes on (the job stays active until it expires and
 * is tried again; handlers are idempotent). Any other unhandled rejection still ends the process, as it would without
 * this listener.
 */
function surviveUnawaitedQueueWrites(logger: AppLogger) {
  if (surviving) return;
  surviving = true;
  process.on('unhandledRejection', unhandledRejectionListener(logger));
}

export function unhandledRejectionListener(logger: AppLogger) {
  return (reason: unknown) => {
    if (!databaseUnavailable(reason)) throw reason;
    logger.error({ msg: 'database unavailable for a job queue write', error: reason instanceof Error ? reason.message : String(reason) });
  };
}
