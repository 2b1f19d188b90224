import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../../test/context';
import { JOB_POOL_MAX, jobPoolName, POOL_MAX } from './client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const backend = async (run: () => Promise<{ rows: Record<string, unknown>[] }>) => {
  const { rows } = await run();
  return { pid: Number(rows[0]!.pid), name: String(rows[0]!.name) };
};
const whoAmI = `SELECT pg_backend_pid() AS pid, current_setting('application_name') AS name`;

describe('the job queue’s connections', () => {
  it('are a pool of their own: its statements never take, nor leave behind, a connection the requests use', async () => {
    const requests = new Set<number>();
    const jobs = new Set<number>();
    // Both pools busy at once, as when a poll of the queue runs beside requests.
    for (let round = 0; round < 3; round += 1) {
      const found = await Promise.all([
        ...Array.from({ length: POOL_MAX }, () => backend(async () => (await ctx.deps.db.execute(sql.raw(`${whoAmI}, pg_sleep(0.02)`))) as unknown as { rows: Record<string, unknown>[] })),
        ...Array.from({ length: JOB_POOL_MAX + 2 }, () => backend(() => ctx.database.raw(`${whoAmI}, pg_sleep(0.02)`))),
      ]);
      for (const [at, { pid, name }] of found.entries()) {
        if (at < POOL_MAX) {
          requests.add(pid);
          expect(name).not.toBe(jobPoolName());
        } else {
          jobs.add(pid);
          expect(name).toBe(jobPoolName());
        }
      }
    }
    expect(jobs.size).toBeLessThanOrEqual(JOB_POOL_MAX);
    expect([...jobs].filter((pid) => requests.has(pid))).toEqual([]);
  });
});
