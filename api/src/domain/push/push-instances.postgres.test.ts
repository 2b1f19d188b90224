import { afterAll, beforeAll, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { vapidKeys } from '../../platform/db/schema';
import { startServer, type RunningServer } from '../../server';
import { createDatabaseUrl, createUsers, testConfig } from '../../test/context';
import { startLocalPushService, type LocalPushService } from '../../test/push-service';
import { notify } from '../notifications/notify';

// Two API instances with their workers on one PostgreSQL database, both pushing through the same local push service.
let a: RunningServer;
let b: RunningServer;
let service: LocalPushService;
const folders: string[] = [];
let database: { url: string | undefined; drop: () => Promise<void> };

beforeAll(async () => {
  service = await startLocalPushService();
  database = await createDatabaseUrl();
  for (let index = 0; index < 2; index += 1) folders.push(await mkdtemp(path.join(tmpdir(), `areia-push-instance-${index}-`)));
  // Started together: both race to create the VAPID key pair; exactly one must come out.
  const config = { port: 0, databaseUrl: database.url, jwtSecret: undefined, pushHosts: ['127.0.0.1'], pushSubject: 'mailto:operacao@areia.app' };
  const started = await Promise.all(folders.map((folder) => startServer(testConfig(folder, config), { seed: false })));
  [a, b] = [started[0]!, started[1]!];
  for (const server of [a, b]) {
    server.deps.pushAgent = service.agent;
    server.deps.mailer = { send: async () => {} };
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await service.close();
  await database.drop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

it('one VAPID key pair between them, and each aviso pushed to each device exactly once, whichever instance worked it', async () => {
  expect((await a.deps.db.select({ value: count() }).from(vapidKeys))[0]!.value).toBe(1);
  const keyOf = async (server: RunningServer) => (await (await fetch(`${server.url}/api/push/key`)).json()) as { key_id: string; public_key: string };
  expect(await keyOf(a)).toEqual(await keyOf(b));

  const [ana] = await createUsers(a.deps, 1);
  const phones = [service.subscription(), service.subscription()];
  for (const [index, phone] of phones.entries()) {
    const server = index === 0 ? a : b;
    const response = await fetch(`${server.url}/api/me/push-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana!.token}` },
      body: JSON.stringify({ endpoint: phone.endpoint, keys: phone.keys, key_id: (await keyOf(server)).key_id }),
    });
    expect(response.status).toBe(200);
  }

  // Twenty avisos, written through both instances, each in its own transaction.
  const avisos = 20;
  for (let index = 0; index < avisos; index += 1) {
    const server = index % 2 === 0 ? a : b;
    await notify(server.deps.db, server.deps, {
      userId: ana!.id,
      kind: 'team_confirmed',
      params: { championshipId: '11111111-2222-4333-8444-555555555555', championshipTitle: `Open ${index}`, teamName: 'Ana / Bia' },
    });
  }
  const completed = async () =>
    Number(
      ((await a.deps.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notice-push' AND state = 'completed'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
    );
  await expect.poll(completed, { timeout: 60_000, interval: 250 }).toBe(avisos * phones.length);

  for (const phone of phones) {
    const got = service.received.filter((request) => request.path === new URL(phone.endpoint).pathname).map((request) => JSON.parse(phone.decrypt(request.body)).body as string);
    expect(got).toHaveLength(avisos);
    expect(new Set(got).size).toBe(avisos);
  }
});
