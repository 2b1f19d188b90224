import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { openDatabase } from './platform/db/client';
import { arenas, users } from './platform/db/schema';
import { startServer } from './server';
import { createEmptyDatabase, testConfig } from './test/context';

// PGlite is one process per folder, so this only means something on a PostgreSQL server (test-postgres.sh).
describe('two instances starting together on one empty PostgreSQL database', () => {
  it('migrate and seed exactly once (advisory locks)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'areia-twins-'));
    const empty = await createEmptyDatabase();
    try {
      const [a, b] = await Promise.all([0, 1].map(() => startServer(testConfig(folder, { port: 0, databaseUrl: empty.url }))));
      try {
        expect((await a!.deps.db.select({ value: count() }).from(users))[0]!.value).toBe(46); // seeded once: 44 players, the demo athlete, the organizer
        expect((await b!.deps.db.select({ value: count() }).from(arenas))[0]!.value).toBe(14);
      } finally {
        await Promise.all([a!.close(), b!.close()]);
      }
    } finally {
      await empty.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 90_000);
});

describe("the API's PostgreSQL connections", () => {
  it('never plan parallel workers nor compile statements (one page per statement: starting either costs more than it saves)', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'areia-parallel-'));
    const empty = await createEmptyDatabase();
    try {
      const database = await openDatabase({ databaseUrl: empty.url, dataDir: folder });
      try {
        // Several pooled connections at once, each must carry the setting.
        const answers = await Promise.all(
          [0, 1, 2].map(() => database.db.execute(sql`SELECT current_setting('max_parallel_workers_per_gather') AS workers, current_setting('jit') AS jit, pg_sleep(0.05)`)),
        );
        for (const answer of answers) expect((answer as unknown as { rows: { workers: string; jit: string }[] }).rows[0]).toMatchObject({ workers: '0', jit: 'off' });
      } finally {
        await database.close();
      }
    } finally {
      await empty.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
