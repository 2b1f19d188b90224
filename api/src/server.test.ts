import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { SignJWT, decodeJwt } from 'jose';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { arenas, jwtKeys, users } from './platform/db/schema';
import { request } from 'node:http';
import { KEEP_ALIVE_MS, startServer } from './server';
import { createDatabaseUrl, testConfig, uniqueCpf } from './test/context';

let dataDir: string;
let database: { url: string | undefined; drop: () => Promise<void> };
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'areia-restart-'));
  database = await createDatabaseUrl(dataDir);
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('keeps data across a restart on the same folder, seeds once and keeps the generated JWT key (in the database)', async () => {
    // An older version kept its secret in the data folder: it becomes the first key, and its kid-less tokens stay valid.
    const legacySecret = 'legacy-secret-legacy-secret-legacy-secret-42';
    await writeFile(path.join(dataDir, 'jwt-secret'), legacySecret);
    const config = testConfig(dataDir, { port: 0, databaseUrl: database.url, jwtSecret: undefined });
    const account = { email: 'persiste@areia.app', password: 'Persiste@1', cpf: uniqueCpf(), nickname: 'Persiste' };

    const first = await startServer(config);
    const register = await fetch(`${first.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    expect(register.status).toBe(201);
    const login = await fetch(`${first.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
    const { token } = (await login.json()) as { token: string };
    const arenasBefore = (await first.deps.db.select({ value: count() }).from(arenas))[0]!.value;
    await first.close();

    const second = await startServer(config);
    try {
      const me = await fetch(`${second.url}/api/user/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { nickname: string }).nickname).toBe('Persiste');
      expect((await second.deps.db.select({ value: count() }).from(arenas))[0]!.value).toBe(arenasBefore);
      expect((await second.deps.db.select({ value: count() }).from(users))[0]!.value).toBe(47); // the seed's 46 (with the organizer) + the one registered above
      const keys = await second.deps.db.select().from(jwtKeys);
      expect(keys.map((key) => key.slot)).toEqual(['current']);
      expect(keys[0]!.secret.length).toBeGreaterThanOrEqual(32);
      const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid?: string };
      expect(header.kid).toBe('legacy');
      expect(keys[0]!.secret).toBe(legacySecret);
      const claims = decodeJwt(token);
      const kidless = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(legacySecret));
      expect((await fetch(`${second.url}/api/user/me`, { headers: { authorization: `Bearer ${kidless}` } })).status).toBe(200);
      // Idle kept-alive connections outlive the clients' and proxies' (which then close them first), and say so.
      const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
        request(`${second.url}/healthz`, { headers: { connection: 'keep-alive' } }, (response) => {
          response.resume();
          resolve(response.headers['keep-alive']);
        })
          .on('error', reject)
          .end();
      });
      expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
    } finally {
      await second.close();
    }
  });
});
