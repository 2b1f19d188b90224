import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { nowOf } from '../../deps';
import { createTestContext, type TestContext } from '../../test/context';
import { drainJobs } from '../../test/jobs';
import { jobDefinitions, sendStartupJobs } from '../../domain/jobs';
import { defineJob } from './job';
import { JOB_SCHEMA, openJobQueue, unhandledRejectionListener, type JobQueue } from './queue';

let ctx: TestContext;
let queue: JobQueue;
/** What the probe job saw: its data and the app's clock when it ran. */
const seen: { data: { n: number }; at: Date }[] = [];
const probeJob = defineJob<{ n: number }>({
  name: 'probe',
  handler: async (deps, data) => {
    if (data.n < 0) throw new Error('recusado');
    if (data.n === 9) {
      started();
      await gate;
    }
    seen.push({ data, at: nowOf(deps) });
  },
});

/** Another queue, whose handler sends a probe job at once: what a handler sends runs in the same drain. */
const echoJob = defineJob<{ n: number }>({
  name: 'probe-echo',
  handler: async (deps, data) => {
    seen.push({ data, at: nowOf(deps) });
    await queue.send(probeJob.name, { n: data.n + 2 });
  },
});

let started!: () => void;
const running = new Promise<void>((resolve) => (started = resolve));
let release!: () => void;
const gate = new Promise<void>((resolve) => (release = resolve));

const rows = async <T>(query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: T[] }).rows;
const jobStates = (name: string) => rows<{ state: string; n: number }>(sql`SELECT state, (data->>'n')::int AS n FROM pgboss.job WHERE name = ${name} ORDER BY created_on`);
const dataVersion = async () => (await rows<{ v: string }>(sql`SELECT sum(version)::text AS v FROM data_version`))[0]!.v;

beforeAll(async () => {
  ctx = await createTestContext();
  // A second queue on the same database with the probe job: sends and drains like the app's own.
  queue = await openJobQueue(ctx.database, ctx.deps, [...jobDefinitions, probeJob, echoJob], { work: false });
});

afterAll(async () => {
  await queue?.stop();
  await ctx?.close();
});

describe('the job queue on the app database', () => {
  it("keeps its tables in its own schema, from pg-boss's migrations, with no data_version trigger", async () => {
    const tables = await rows<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = ${JOB_SCHEMA}`);
    expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(['job', 'queue', 'schedule', 'version']));
    const triggers = await rows<{ name: string }>(sql`SELECT t.tgname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ${JOB_SCHEMA} AND NOT t.tgisinternal`);
    expect(triggers).toEqual([]);
    // Sending and running a job outdates no kept answer.
    const before = await dataVersion();
    await queue.send(probeJob.name, { n: 1 });
    await drainJobs(queue, ctx.deps);
    expect(await dataVersion()).toBe(before);
  });

  it('sends a job once per singletonKey while one waits, and runs it with its data on the app clock', async () => {
    seen.length = 0;
    const at = new Date(Date.UTC(2031, 2, 10, 12));
    ctx.deps.now = () => at;
    try {
      expect(await queue.send(probeJob.name, { n: 2 }, { singletonKey: 'k' })).toEqual(expect.any(String));
      expect(await queue.send(probeJob.name, { n: 3 }, { singletonKey: 'k' })).toBeNull();
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 2 } }]);
      expect(seen).toEqual([{ data: { n: 2 }, at }]);
      // Once it ran, the key is free again.
      expect(await queue.send(probeJob.name, { n: 4 }, { singletonKey: 'k' })).toEqual(expect.any(String));
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 4 } }]);
      // Without a key, every job is its own (both due at the same app-clock instant: in either order).
      await queue.send(probeJob.name, { n: 10 });
      await queue.send(probeJob.name, { n: 11 });
      const ran = (await drainJobs(queue, ctx.deps)) as { name: string; data: { n: number } }[];
      expect(ran.sort((a, b) => a.data.n - b.data.n)).toEqual([
        { name: 'probe', data: { n: 10 } },
        { name: 'probe', data: { n: 11 } },
      ]);
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it('leaves a job for later until the app clock reaches it', async () => {
    const start = new Date(Date.UTC(2031, 5, 1, 9));
    ctx.deps.now = () => start;
    try {
      await queue.send(probeJob.name, { n: 5 }, { startAfter: new Date(start.getTime() + 60 * 60 * 1000) });
      expect(await drainJobs(queue, ctx.deps)).toEqual([]);
      ctx.deps.now = () => new Date(start.getTime() + 59 * 60 * 1000);
      expect(await drainJobs(queue, ctx.deps)).toEqual([]);
      ctx.deps.now = () => new Date(start.getTime() + 60 * 60 * 1000);
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 5 } }]);
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it("runs a job sent at once within the app clock's millisecond (the database counts microseconds)", async () => {
    const id = await queue.send(probeJob.name, { n: 12 });
    const [sent] = await rows<{ ms: string }>(sql`SELECT floor(extract(epoch FROM start_after) * 1000)::bigint::text AS ms FROM pgboss.job WHERE id = ${id}`);
    const sentAt = new Date(Number(sent!.ms));
    ctx.deps.now = () => sentAt;
    try {
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 12 } }]);
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it('writes a job sent in a transaction only if the transaction commits', async () => {
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await queue.send(probeJob.name, { n: 6 }, { tx });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    await ctx.deps.db.transaction(async (tx) => {
      await queue.send(probeJob.name, { n: 7 }, { tx, singletonKey: 'tx' });
    });
    expect((await jobStates('probe')).filter((job) => job.n === 6 || job.n === 7)).toEqual([{ state: 'created', n: 7 }]);
    expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 7 } }]);
  });

  it('fails a job whose handler throws, to be retried later, alone in its batch', async () => {
    await queue.send(probeJob.name, { n: -1 });
    expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: -1 }, error: 'recusado' }]);
    expect((await jobStates('probe')).filter((job) => job.n === -1).map((job) => job.state)).toEqual(['retry']);
    // Tried again a minute or two later (backoff with jitter), not at once.
    const [wait] = await rows<{ seconds: number }>(sql`SELECT extract(epoch FROM start_after - now())::int AS seconds FROM pgboss.job
      WHERE name = 'probe' AND data->>'n' = '-1'`);
    expect(wait!.seconds).toBeGreaterThanOrEqual(55);
    expect(wait!.seconds).toBeLessThanOrEqual(120);
    expect(await drainJobs(queue, ctx.deps)).toEqual([]);
    await ctx.deps.db.execute(sql`DELETE FROM pgboss.job WHERE name = 'probe' AND data->>'n' = '-1'`);
  });

  it('tries a failed job again a minute or two later by the app clock, not in the same drain', async () => {
    const start = Date.UTC(2031, 7, 1, 9);
    ctx.deps.now = () => new Date(start);
    try {
      await queue.send(probeJob.name, { n: -2 });
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: -2 }, error: 'recusado' }]);
      ctx.deps.now = () => new Date(start + 59_000);
      expect(await drainJobs(queue, ctx.deps)).toEqual([]);
      ctx.deps.now = () => new Date(start + 120_000);
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: -2 }, error: 'recusado' }]);
      expect((await jobStates('probe')).filter((job) => job.n === -2).map((job) => job.state)).toEqual(['retry']);
    } finally {
      ctx.deps.now = undefined;
      await ctx.deps.db.execute(sql`DELETE FROM pgboss.job WHERE name = 'probe' AND data->>'n' = '-2'`);
    }
  });

  it('runs what is due in the order it came due, whatever its queue, with what the handlers send at once', async () => {
    const start = Date.UTC(2031, 8, 1, 9);
    const minutes = (n: number) => new Date(start + n * 60_000);
    ctx.deps.now = () => minutes(0);
    try {
      await queue.send(probeJob.name, { n: 30 }, { startAfter: minutes(30) });
      await queue.send(echoJob.name, { n: 31 }, { startAfter: minutes(10) });
      await queue.send(probeJob.name, { n: 32 }, { startAfter: minutes(20) });
      await queue.send(probeJob.name, { n: 34 }, { startAfter: minutes(61) });
      ctx.deps.now = () => minutes(60);
      expect(await drainJobs(queue, ctx.deps)).toEqual([
        { name: 'probe-echo', data: { n: 31 } },
        { name: 'probe', data: { n: 33 } },
        { name: 'probe', data: { n: 32 } },
        { name: 'probe', data: { n: 30 } },
      ]);
      ctx.deps.now = () => minutes(61);
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'probe', data: { n: 34 } }]);
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it('refuses a job nobody defined', async () => {
    await expect(queue.send('unknown', {})).rejects.toThrow('unknown job unknown');
  });

  it('with workers: runs what is due by itself, schedules the cron jobs, and stops after the running handler', async () => {
    const working = await openJobQueue(ctx.database, ctx.deps, [...jobDefinitions, probeJob], { work: true });
    try {
      const schedules = (await working.boss.getSchedules()) as { name: string; cron: string }[];
      expect(schedules.map(({ name, cron }) => ({ name, cron })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: 'next-game-notice', cron: '* * * * *' },
        { name: 'notice-emails', cron: '* * * * *' },
        { name: 'ranking-expiry', cron: '5 3 * * *' },
        { name: 'ranking-snapshot', cron: '0 3 1 * *' },
      ]);
      seen.length = 0;
      await working.send(probeJob.name, { n: 8 });
      await expect.poll(() => seen.map((entry) => entry.data.n), { timeout: 15_000 }).toEqual([8]);
      await expect.poll(async () => (await jobStates('probe')).find((job) => job.n === 8)?.state, { timeout: 15_000 }).toBe('completed');
      // Stopping while a handler runs: stop() resolves after it, and its job is completed, not abandoned.
      await working.send(probeJob.name, { n: 9 });
      await running;
      let stopped = false;
      const stopping = working.stop().then(() => (stopped = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await jobStates('probe')).find((job) => job.n === 9)?.state).toBe('completed');
    } finally {
      release();
      await working.stop();
    }
  });

  it("sends the month's ranking snapshot on start when the month has none, once however many instances start", async () => {
    // 00:01 on 1 July in Brasília.
    const month = new Date(Date.UTC(2034, 6, 1, 3, 1));
    ctx.deps.now = () => month;
    try {
      await Promise.all([sendStartupJobs(ctx.deps), sendStartupJobs(ctx.deps)]);
      expect(await drainJobs(queue, ctx.deps)).toEqual([{ name: 'ranking-snapshot', data: {} }]);
      const [snapshot] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ranking_snapshots WHERE month = '2034-07'`);
      expect(snapshot!.n).toBeGreaterThan(40);
      // The month has one now: a restart sends nothing.
      await sendStartupJobs(ctx.deps);
      expect(await drainJobs(queue, ctx.deps)).toEqual([]);
    } finally {
      ctx.deps.now = undefined;
    }
  });
});

describe('a job queue write nobody awaits', () => {
  it('is logged and survived when the database is unavailable; any other unhandled rejection still ends the process', () => {
    const logged: Record<string, unknown>[] = [];
    const listener = unhandledRejectionListener({ silent: false, info: () => undefined, error: (fields) => void logged.push(fields) });
    const shuttingDown = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
    expect(() => listener(shuttingDown)).not.toThrow();
    expect(() => listener(Object.assign(new Error('Connection terminated unexpectedly'), {}))).not.toThrow();
    // A job's completion written after the process closed its pool, on the way out.
    expect(() => listener(new Error('Cannot use a pool after calling end on the pool'))).not.toThrow();
    expect(logged.map((fields) => fields.error)).toEqual(['the database system is shutting down', 'Connection terminated unexpectedly', 'Cannot use a pool after calling end on the pool']);
    const bug = new TypeError('x is undefined');
    expect(() => listener(bug)).toThrow(bug);
    expect(() => listener(Object.assign(new Error('duplicate key'), { code: '23505' }))).toThrow('duplicate key');
  });
});
