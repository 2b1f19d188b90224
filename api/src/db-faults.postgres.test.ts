import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { jwtKeys } from './platform/db/schema';
import { startServer, type RunningServer } from './server';
import { startPgCluster, type PgCluster } from './test/pg-cluster';
import { testConfig, uniqueCpf } from './test/context';

// Faults of the database server itself: this file runs its own cluster (test/pg-cluster.ts) so it can stop it.
const UNAVAILABLE = 'Serviço temporariamente indisponível. Tente novamente em instantes.';

let cluster: PgCluster;
let server: RunningServer;
let folder: string;
let token: string;
const tally = { terminated: 0, burstRequests: 0, outageRequests: 0, recovered: 0 };

const me = () => fetch(`${server.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
const statusesOf = async (n: number) => Promise.all(Array.from({ length: n }, async () => (await me()).status));

beforeAll(async () => {
  cluster = await startPgCluster();
  folder = await mkdtemp(path.join(tmpdir(), 'areia-faults-'));
  server = await startServer(testConfig(folder, { port: 0, databaseUrl: cluster.url, jwtSecret: undefined }), { seed: false });
  const account = { email: 'falha@areia.app', password: 'Falha@123', cpf: uniqueCpf(), nickname: 'Falha' };
  const post = (url: string, body: unknown) => fetch(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect((await post('/api/auth/register', account)).status).toBe(201);
  token = ((await (await post('/api/auth/login', account)).json()) as { token: string }).token;
}, 120_000);

afterAll(async () => {
  await server?.close().catch(() => {});
  cluster?.destroy();
  await rm(folder, { recursive: true, force: true });
  console.log(`db faults: ${JSON.stringify(tally)}`);
});

describe('the API survives database faults and recovers by itself', () => {
  it('pg_terminate_backend on every pooled connection (3 rounds): the process survives and the next requests are 200', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await statusesOf(10)).toEqual(Array(10).fill(200));
      const killed = await cluster.terminateBackends();
      expect(killed).toBeGreaterThan(0);
      tally.terminated += killed;
      // Let the pool see its idle clients die (57P01) and drop them.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await statusesOf(10)).toEqual(Array(10).fill(200));
    }
  });

  it('connections killed in the middle of a burst: only 200 or 503, never 500; then all 200', async () => {
    const burst = statusesOf(60);
    await new Promise((resolve) => setTimeout(resolve, 20));
    tally.terminated += await cluster.terminateBackends();
    const statuses = await burst;
    tally.burstRequests += statuses.length;
    expect(statuses.every((status) => status === 200 || status === 503), statuses.join(',')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await statusesOf(10)).toEqual(Array(10).fill(200));
  });

  it('server stopped: 503 with a pt-BR message, no crash; started again: 200 without restarting the API', async () => {
    cluster.stop();
    try {
      for (let index = 0; index < 5; index += 1) {
        const response = await me();
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ message: UNAVAILABLE });
        tally.outageRequests += 1;
      }
      const login = await fetch(`${server.url}/api/arenas`);
      expect(login.status).toBe(503);
      tally.outageRequests += 1;
      // The process answers what does not need the database: alive, not ready.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const started = Date.now();
      const readiness = await fetch(`${server.url}/readyz`);
      expect(readiness.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await readiness.json()).toEqual({ message: UNAVAILABLE });
    } finally {
      cluster.start();
    }
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
      status = (await me()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect(await statusesOf(10)).toEqual(Array(10).fill(200));
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    tally.recovered += 1;
  }, 60_000);

  it('a validly signed token whose session_id is not a uuid is 401, not 500', async () => {
    const [key] = await server.deps.db.select().from(jwtKeys).where(eq(jwtKeys.slot, 'current'));
    const forged = await new SignJWT({ role: 'authenticated', email: 'falha@areia.app', session_id: 'not-a-uuid' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: key!.kid })
      .setSubject('also-not-a-uuid')
      .setAudience('authenticated')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(key!.secret));
    const response = await fetch(`${server.url}/api/user/me`, { headers: { authorization: `Bearer ${forged}` } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Não autenticado. Faça login novamente.' });
  });
});
