import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { LIVE_TOPICS, liveEventSchema, type LiveEvent } from '@areia/shared/core/schemas/live-event';
import { publishLive } from './domain/live/publish';
import { startServer, type RunningServer } from './server';
import { createChampionship, createDatabaseUrl, testConfig } from './test/context';
import { frameReader } from './test/sse';
import { listenerName } from './platform/db/client';

// Two API instances on one PostgreSQL: a change committed through one reaches a stream open on the other, and a
// listener whose connection dies listens again and tells its streams to re-read everything.
let a: RunningServer;
let b: RunningServer;
const folders: string[] = [];
let database: { url: string | undefined; drop: () => Promise<void> };

beforeAll(async () => {
  database = await createDatabaseUrl();
  for (let index = 0; index < 2; index += 1) folders.push(await mkdtemp(path.join(tmpdir(), `areia-live-${index}-`)));
  const started = await Promise.all(folders.map((folder) => startServer(testConfig(folder, { port: 0, databaseUrl: database.url, jwtSecret: undefined }))));
  [a, b] = [started[0]!, started[1]!];
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await database.drop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A stream opened over HTTP on `server`, read event by event. */
async function openStream(server: RunningServer, id: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/live/championships/${id}`, { signal: controller.signal });
  const nextFrame = frameReader(response.body!);
  async function nextEvent(timeoutMs = 5_000): Promise<LiveEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const data = (await nextFrame(Math.max(1, deadline - Date.now()))).match(/^data: (.*)$/m)?.[1];
      if (data) return liveEventSchema.parse(JSON.parse(data));
    }
  }
  expect(response.status).toBe(200);
  await nextFrame(5_000); // the version the stream starts at
  return { nextEvent, close: () => controller.abort() };
}

const publishOnA = (id: string) => a.deps.db.transaction((tx) => publishLive(tx, id, ['games']));

describe('live stream across instances (PostgreSQL)', () => {
  it('a change committed on instance A reaches a stream open on instance B within a second', async () => {
    const championship = await createChampionship(a.deps);
    const stream = await openStream(b, championship.id);
    const started = Date.now();
    const version = await publishOnA(championship.id);
    expect(await stream.nextEvent(1_000)).toEqual({ championshipId: championship.id, version, topics: ['games'] });
    expect(Date.now() - started).toBeLessThan(1_000);
    stream.close();
  });

  it('a listener whose connection is killed listens again, sends its streams a re-read of everything, then follows changes again', async () => {
    const championship = await createChampionship(a.deps);
    const stream = await openStream(b, championship.id);
    const killed = await a.deps.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS killed FROM pg_stat_activity WHERE query ILIKE 'LISTEN %' AND application_name = ${listenerName()} AND pid <> pg_backend_pid()`,
    );
    // Both instances' listeners (this process's), and nothing else: other test files share the cluster.
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBe(2);
    const resync = await stream.nextEvent(5_000);
    expect(resync.championshipId).toBe(championship.id);
    expect(resync.topics).toEqual([...LIVE_TOPICS]);

    const version = await publishOnA(championship.id);
    expect(await stream.nextEvent(2_000)).toEqual({ championshipId: championship.id, version, topics: ['games'] });
    stream.close();
  });
});
