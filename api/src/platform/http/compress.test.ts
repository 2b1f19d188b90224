import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startServer, type RunningServer } from '../../server';
import { createDatabaseUrl, createTestContext, loginDemo, testConfig, VOLEI, type TestContext } from '../../test/context';
import { COMPRESS_MIN_BYTES, pickEncoding } from './compress';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await loginDemo(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

/** The raw bytes and headers, as they left the app (fetch would decode them). */
async function raw(url: string, acceptEncoding?: string) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  const response = await ctx.app.request(url, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

const playersUrl = `/api/players/${VOLEI}`;

describe('compressed answers', () => {
  it('brotli when accepted (preferred over gzip), decoding to the same JSON, with Vary: Accept-Encoding', async () => {
    const plain = await raw(playersUrl);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await raw(playersUrl, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/application\/json/);
    expect(br.headers.get('x-request-id')).toBeTruthy();
    expect(Number(br.headers.get('content-length'))).toBe(br.bytes.byteLength);
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 2);
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });

  it('gzip when brotli is not accepted (or refused with q=0)', async () => {
    const plain = JSON.parse((await raw(playersUrl)).bytes.toString('utf8'));
    for (const accept of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const gz = await raw(playersUrl, accept);
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8'))).toEqual(plain);
    }
    const identity = await raw(playersUrl, 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('leaves small bodies alone, still saying Vary: Accept-Encoding', async () => {
    const small = await raw('/healthz', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(small.bytes.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('picks the encoding from Accept-Encoding', () => {
    expect(pickEncoding(undefined)).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
  });
});

describe('compressed answers through the real server', () => {
  let server: RunningServer;
  let dataDir: string;
  let database: { url: string | undefined; drop: () => Promise<void> };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'areia-compress-'));
    database = await createDatabaseUrl(dataDir);
    server = await startServer(testConfig(dataDir, { port: 0, databaseUrl: database.url }), { seed: false });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: Buffer }>((resolve, reject) => {
      const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('compresses a large JSON answer and leaves /healthz as it is', async () => {
    const arenas = await get(`${server.url}/api/arenas`, 'br');
    expect(arenas.headers['content-encoding']).toBe('br');
    expect(arenas.headers.vary).toMatch(/accept-encoding/i);
    const list = JSON.parse(brotliDecompressSync(arenas.bytes).toString('utf8'));
    expect(Array.isArray(list) && list.length).toBeGreaterThan(0);
    const gz = await get(`${server.url}/api/arenas`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8'))).toEqual(list);

    const health = await get(`${server.url}/healthz`, 'br, gzip');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toMatch(/accept-encoding/i);
    expect(health.headers['x-request-id']).toBeTruthy();
    expect(JSON.parse(health.bytes.toString('utf8'))).toEqual({ status: 'ok' });
  });
});
