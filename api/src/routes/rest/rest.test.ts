import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startServer, type RunningServer } from '../../server';
import { VOLEI, createDatabaseUrl, createUsers, testConfig } from '../../test/context';

let server: RunningServer;
let dataDir: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'areia-rest-'));
  const database = await createDatabaseUrl(dataDir);
  drop = database.drop;
  server = await startServer(testConfig(dataDir, { port: 0, databaseUrl: database.url }));
});
afterAll(async () => {
  await server.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The exact call the front end makes, through supabase-js, against the running API. */
function supabaseFor(token: string) {
  return createClient(server.url, 'anon-key-not-used', {
    accessToken: async () => token,
    realtime: { transport: ws as never },
  });
}

describe('GET /rest/v1/user_modalities via supabase-js', () => {
  it("returns the caller's active rows and never anyone else's", async () => {
    // Both play Vôlei, as every signup does.
    const [me, other] = await createUsers(server.deps, 2);
    const client = supabaseFor(me!.token);
    const mine = await client.from('user_modalities').select('*').eq('user_id', me!.id).eq('status', 'active');
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual([{ user_id: me!.id, modality: VOLEI, status: 'active' }]);
    const theirs = await client.from('user_modalities').select('*').eq('user_id', other!.id).eq('status', 'active');
    expect(theirs.data).toEqual([]);
    const everything = await client.from('user_modalities').select('modality');
    expect(everything.data).toEqual([{ modality: VOLEI }]);
    const inactive = await client.from('user_modalities').select('*').eq('status', 'inactive');
    expect(inactive.data).toEqual([]);
  });

  it('401 without a valid bearer, 400 for unsupported filters, CORS for a front-end origin', async () => {
    const anonymous = await fetch(`${server.url}/rest/v1/user_modalities?select=*`);
    expect(anonymous.status).toBe(401);
    const [me] = await createUsers(server.deps, 1);
    const client = supabaseFor('not-a-token');
    const denied = await client.from('user_modalities').select('*').eq('user_id', me!.id);
    expect(denied.status).toBe(401);
    expect(denied.data).toBeNull();
    const unsupported = await supabaseFor(me!.token).from('user_modalities').select('*').gt('user_id', 'a');
    expect(unsupported.status).toBe(400);
    const preflight = await fetch(`${server.url}/rest/v1/user_modalities`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,apikey,x-client-info,accept-profile' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });
});
