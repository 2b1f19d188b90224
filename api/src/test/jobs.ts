import { sql } from 'drizzle-orm';
import { nowOf, type AppDeps } from '../deps';
import { JOB_SCHEMA, type JobQueue } from '../platform/jobs/queue';

export type DrainedJob = { name: string; data: unknown; error?: string };

/**
 * Runs, in this process, every job that is due by the app's clock (`deps.now`, which tests move) rather than the
 * database's, including those the handlers send meanwhile, until none is left. Each is taken from the queue as a
 * worker takes it (state active), then completed, or failed with its error (and retried by pg-boss later as usual).
 * Returns what ran, in order. Jobs due later by the app's clock stay where they are.
 */
export async function drainJobs(queue: JobQueue, deps: AppDeps, options: { limit?: number } = {}): Promise<DrainedJob[]> {
  const handlers = new Map(queue.definitions.map((definition) => [definition.name, definition.handler]));
  const ran: DrainedJob[] = [];
  const limit = options.limit ?? 500;
  for (;;) {
    const result = await deps.db.execute<{ id: string; name: string; data: unknown }>(sql`
      UPDATE ${sql.raw(JOB_SCHEMA)}.job SET state = 'active', started_on = now(),
        retry_count = CASE WHEN started_on IS NOT NULL THEN retry_count + 1 ELSE retry_count END
      WHERE (name, id) = (SELECT name, id FROM ${sql.raw(JOB_SCHEMA)}.job
        WHERE state < 'active' AND start_after <= ${nowOf(deps).toISOString()}::timestamptz AND name = ANY(${`{${[...handlers.keys()].join(',')}}`}::text[])
        ORDER BY start_after, created_on LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING name, id, data`);
    const [job] = (result as unknown as { rows: { id: string; name: string; data: unknown }[] }).rows;
    if (!job) return ran;
    if (ran.length >= limit) throw new Error(`drainJobs: more than ${limit} jobs (a handler sending itself forever?)`);
    try {
      await handlers.get(job.name)!(deps, job.data);
      await queue.boss.complete(job.name, job.id);
      ran.push({ name: job.name, data: job.data });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await queue.boss.fail(job.name, job.id, { message });
      ran.push({ name: job.name, data: job.data, error: message });
    }
  }
}
