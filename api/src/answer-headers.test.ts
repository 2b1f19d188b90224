import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerStoreOf } from './platform/http/answer-cache';
import { COMPRESS_MIN_BYTES } from './platform/http/compress';
import { VOLEI, createTestContext, loginDemo, type TestContext } from './test/context';

const ORIGIN = 'http://areia.test';

let ctx: TestContext;
let server: ServerType;
let base: string;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: [ORIGIN] } });
  token = (await loginDemo(ctx.app)).token;
  server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete ctx.deps.now;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await ctx.close();
});

type Raw = { status: number; headers: Record<string, string>; body: Buffer };

/** One request over HTTP to the real node server: the headers exactly as written (no fetch decoding or merging). */
function send(method: string, path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const written: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          // Per connection and per second, not per answer.
          if (name === 'date' || name === 'connection' || name === 'keep-alive') continue;
          written[name] = Array.isArray(value) ? value.join('; ') : String(value);
        }
        resolve({ status: res.statusCode!, headers: written, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The security headers on every answer but a preflight: CORP cross-origin (front ends on other origins read the JSON and images), no HSTS (TLS ends at the load balancer). */
const SECURITY = {
  'cross-origin-resource-policy': 'cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const EXPOSED = { 'access-control-expose-headers': 'x-request-id,x-next-cursor' };
const BROWSER_ENCODINGS = 'gzip, deflate, br';

describe('answer headers as the node server writes them', () => {
  it('a page of a list: its cursor, the request id echoed, CORS for an allowed origin, no encoding when none is accepted', async () => {
    const list = await send('GET', `/api/players/${VOLEI}?limit=3`, { origin: ORIGIN, authorization: `Bearer ${token}`, 'x-request-id': 'pin-list' });
    expect(list.status).toBe(200);
    expect(list.headers).toEqual({
      ...SECURITY,
      ...EXPOSED,
      'content-type': 'application/json',
      'x-next-cursor': expect.stringMatching(/^[\w-]+$/),
      'x-request-id': 'pin-list',
      'access-control-allow-origin': ORIGIN,
      vary: 'Origin, Accept-Encoding',
      'content-length': String(list.body.byteLength),
    });
    expect(JSON.parse(list.body.toString())).toHaveLength(3);
  });

  it('a 404: the pt-BR message, below the compression threshold, with every common header', async () => {
    const missing = await send('GET', '/api/nao-existe', { origin: ORIGIN, 'x-request-id': 'pin-404', 'accept-encoding': BROWSER_ENCODINGS });
    expect(missing.status).toBe(404);
    expect(missing.headers).toEqual({
      ...SECURITY,
      ...EXPOSED,
      'content-type': 'application/json',
      'x-request-id': 'pin-404',
      'access-control-allow-origin': ORIGIN,
      vary: 'Origin, Accept-Encoding',
      'content-length': String(missing.body.byteLength),
    });
    expect(JSON.parse(missing.body.toString())).toEqual({ message: expect.any(String) });
  });

  it('a preflight: 204 with the CORS answer and the request id, and no security headers', async () => {
    const preflight = await send('OPTIONS', `/api/players/${VOLEI}`, {
      origin: ORIGIN,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
      'x-request-id': 'pin-preflight',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toEqual({
      ...EXPOSED,
      'access-control-allow-headers':
        'authorization,content-type,x-request-id,apikey,x-client-info,accept-profile,content-profile,prefer,x-supabase-api-version,range',
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
      'access-control-allow-origin': ORIGIN,
      'access-control-max-age': '600',
      vary: 'Origin, Access-Control-Request-Headers',
      'x-request-id': 'pin-preflight',
    });
    expect(preflight.body.byteLength).toBe(0);
  });

  it('a large answer is brotli for a browser, gzip for a gzip-only client; the kept answer is replayed with the new request id', async () => {
    const store = answerStoreOf(ctx.deps)!;
    const compressed = (id: string, encoding: string) => ({
      ...SECURITY,
      ...EXPOSED,
      'content-type': 'application/json',
      'x-request-id': id,
      'access-control-allow-origin': ORIGIN,
      vary: 'Origin, Accept-Encoding',
      'content-encoding': encoding,
      'content-length': expect.stringMatching(/^\d+$/),
    });
    // One second on the app's clock, and no write between the requests: the last two are the kept answer.
    const frozen = new Date();
    ctx.deps.now = () => frozen;
    const hitsBefore = store.hits;
    const brotli = await send('GET', '/api/arenas', { origin: ORIGIN, 'accept-encoding': BROWSER_ENCODINGS, 'x-request-id': 'pin-br' });
    const replay = await send('GET', '/api/arenas', { origin: ORIGIN, 'accept-encoding': BROWSER_ENCODINGS, 'x-request-id': 'pin-replay' });
    const gzip = await send('GET', '/api/arenas', { origin: ORIGIN, 'accept-encoding': 'gzip', 'x-request-id': 'pin-gzip' });
    delete ctx.deps.now;
    expect(store.hits - hitsBefore).toBe(2);
    for (const [answer, id, encoding] of [[brotli, 'pin-br', 'br'], [replay, 'pin-replay', 'br'], [gzip, 'pin-gzip', 'gzip']] as const) {
      expect(answer.status).toBe(200);
      expect(answer.headers).toEqual(compressed(id, encoding));
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
    }
    const text = brotliDecompressSync(brotli.body).toString();
    expect(Buffer.byteLength(text)).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(brotliDecompressSync(replay.body).toString()).toBe(text);
    expect(gunzipSync(gzip.body).toString()).toBe(text);
  });

  it('a kept answer replayed to another origin carries only that request’s CORS headers, not the builder’s', async () => {
    const store = answerStoreOf(ctx.deps)!;
    const frozen = new Date();
    ctx.deps.now = () => frozen;
    const hitsBefore = store.hits;
    const built = await send('GET', '/api/arenas?limit=2', { origin: ORIGIN, 'x-request-id': 'pin-built' });
    const foreign = await send('GET', '/api/arenas?limit=2', { origin: 'http://evil.test', 'x-request-id': 'pin-foreign' });
    delete ctx.deps.now;
    expect(store.hits - hitsBefore).toBe(1);
    expect(built.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(foreign.headers).toEqual({
      ...SECURITY,
      ...EXPOSED,
      'content-type': 'application/json',
      'x-next-cursor': built.headers['x-next-cursor'],
      'x-request-id': 'pin-foreign',
      vary: 'Origin, Accept-Encoding',
      'content-length': String(foreign.body.byteLength),
    });
    expect(foreign.body.equals(built.body)).toBe(true);
  });

  it('a small answer to a foreign origin: no Allow-Origin, a new request id, not compressed', async () => {
    const health = await send('GET', '/healthz', { origin: 'http://evil.test', 'accept-encoding': 'br', 'x-request-id': 'bad id with spaces' });
    expect(health.status).toBe(200);
    expect(health.headers).toEqual({
      ...SECURITY,
      ...EXPOSED,
      'content-type': 'application/json',
      'x-request-id': expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      vary: 'Origin, Accept-Encoding',
      'content-length': '15',
    });
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
  });

  it('an HTML page keeps its own Content-Security-Policy beside the common headers, and is compressed', async () => {
    const docs = await send('GET', '/api/docs', { 'accept-encoding': 'br', 'x-request-id': 'pin-docs' });
    expect(docs.status).toBe(200);
    expect(docs.headers).toEqual({
      ...SECURITY,
      ...EXPOSED,
      'content-security-policy': "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'",
      'content-type': 'text/html; charset=UTF-8',
      'x-request-id': 'pin-docs',
      vary: 'Origin, Accept-Encoding',
      'content-encoding': 'br',
      'content-length': String(docs.body.byteLength),
    });
    expect(brotliDecompressSync(docs.body).toString()).toMatch(/^<!doctype html>/i);
  });
});
