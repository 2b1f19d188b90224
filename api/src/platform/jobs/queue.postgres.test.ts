import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client';
import type { AppDeps } from '../../deps';
import { createDatabaseUrl, testConfig } from '../../test/context';
import { jobDefinitions } from '../../domain/jobs';
import { defineJob, type JobDefinition } from './job';
import { openJobQueue, type JobQueue } from './queue';

// Two API instances' queues (each its own pool) on one PostgreSQL database, both working every queue (but batch-probe).
// The database is this file's own (createDatabaseUrl): no other file's workers take its jobs.
const JOBS = 40;
let database: { url: string | undefined; drop: () => Promise<void> };
let folder: string;
const instances: { name: string; database: Database; queue: JobQueue }[] = [];

/** Each run marks its row once; the guarded UPDATE is how a real handler stays exactly-once even if run twice. */
const claimJob = defineJob<{ id: number }>({
  name: 'claim-probe',
  handler: async (deps, data) => {
    if (data.id < 0) throw new Error('recusado');
    await deps.db.execute(sql`UPDATE job_probe SET runs = runs + 1 WHERE id = ${data.id}`);
    await deps.db.execute(sql`UPDATE job_probe SET done_by = ${deps.config.publicUrl} WHERE id = ${data.id} AND done_by IS NULL`);
  },
});

/** The same work on a queue only instance a works: one worker, so what is sent together is one fetch. */
const batchJob: JobDefinition = { ...claimJob, name: 'batch-probe' };

beforeAll(async () => {
  database = await createDatabaseUrl();
  folder = await mkdtemp(path.join(tmpdir(), 'areia-queue-'));
  for (const name of ['a', 'b']) {
    const opened = await openDatabase({ databaseUrl: database.url, dataDir: folder });
    // publicUrl: only to tell the two instances apart in the probe table.
    const deps: AppDeps = { db: opened.db, config: testConfig(folder, { databaseUrl: database.url, publicUrl: name }) };
    const definitions = [...jobDefinitions, claimJob, ...(name === 'a' ? [batchJob] : [])];
    instances.push({ name, database: opened, queue: await openJobQueue(opened, deps, definitions, { work: true }) });
  }
  await instances[0]!.database.db.execute(sql`CREATE TABLE job_probe (id int PRIMARY KEY, runs int NOT NULL DEFAULT 0, done_by text)`);
}, 60_000);

afterAll(async () => {
  for (const instance of instances) {
    await instance.queue.stop();
    await instance.database.close();
  }
  await database?.drop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('the job queue with two instances on one PostgreSQL', () => {
  it('runs each job exactly once, whichever instance takes it', async () => {
    const db = instances[0]!.database.db;
    await db.execute(sql`INSERT INTO job_probe (id) SELECT generate_series(1, ${JOBS})`);
    // Sent from both instances, half each.
    await Promise.all(Array.from({ length: JOBS }, (_, index) => instances[index % 2]!.queue.send(claimJob.name, { id: index + 1 })));
    const probe = async () =>
      ((await db.execute(sql`SELECT count(*) FILTER (WHERE done_by IS NOT NULL)::int AS done, coalesce(max(runs), 0)::int AS most FROM job_probe`)) as unknown as {
        rows: { done: number; most: number }[];
      }).rows[0]!;
    await expect.poll(async () => (await probe()).done, { timeout: 60_000, interval: 500 }).toBe(JOBS);
    // pg-boss completes a batch after its handler returns: the last row marked may still be active for a moment.
    const completed = async () =>
      ((await db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'claim-probe' AND state = 'completed'`)) as unknown as {
        rows: { n: number }[];
      }).rows[0]!.n;
    await expect.poll(completed, { timeout: 30_000, interval: 200 }).toBe(JOBS);
    expect((await probe()).most).toBe(1);
  }, 90_000);

  it('fails a job of a batch alone: the others of its fetch complete', async () => {
    const db = instances[0]!.database.db;
    await db.execute(sql`INSERT INTO job_probe (id) SELECT generate_series(101, 105)`);
    // Sent in one transaction, the six appear at once and one fetch (up to 10) takes them all.
    await db.transaction(async (tx) => {
      await instances[0]!.queue.send(batchJob.name, { id: -1 }, { tx });
      for (let id = 101; id <= 105; id += 1) await instances[0]!.queue.send(batchJob.name, { id }, { tx });
    });
    const jobs = async () =>
      ((await db.execute(sql`SELECT (data->>'id')::int AS id, state::text, started_on::text AS fetched FROM pgboss.job WHERE name = 'batch-probe' ORDER BY 1`)) as unknown as {
        rows: { id: number; state: string; fetched: string }[];
      }).rows;
    // Settled: the failed one written by the handler's loop, the others by pg-boss after the batch.
    await expect
      .poll(async () => (await jobs()).map((job) => [job.id, job.state]), { timeout: 30_000, interval: 200 })
      .toEqual([[-1, 'retry'], ...[101, 102, 103, 104, 105].map((id) => [id, 'completed'])]);
    expect(new Set((await jobs()).map((job) => job.fetched)).size).toBe(1);
    const [marked] = ((await db.execute(sql`SELECT count(*)::int AS n FROM job_probe WHERE id BETWEEN 101 AND 105 AND done_by = 'a'`)) as unknown as {
      rows: { n: number }[];
    }).rows;
    expect(marked!.n).toBe(5);
  }, 60_000);

  it('keeps one waiting job per singletonKey when both instances send it at once', async () => {
    const ids = await Promise.all(instances.map((instance) => instance.queue.send(claimJob.name, { id: 1 }, { singletonKey: 'same', startAfter: new Date(Date.now() + 3_600_000) })));
    expect(ids.filter(Boolean)).toHaveLength(1);
  });
});
