import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: ['http://areia.test'] } });
  // What `serve()` does at start: @hono/node-server swaps in its light Request/Response for the process.
  getRequestListener(ctx.app.fetch);
});
afterAll(async () => {
  await ctx.close();
});

/** True while the answer is still @hono/node-server's light Response (written straight from its string). */
const isLight = (response: Response) => Object.getOwnPropertySymbols(response).some((symbol) => symbol.description === 'cache');
/** The headers the light Response will hand to node's writeHead: a plain object, unless a web Headers was built. */
const pendingHeaders = (response: Response) => {
  const symbol = Object.getOwnPropertySymbols(response).find((candidate) => candidate.description === 'cache')!;
  return (response as unknown as Record<symbol, unknown[]>)[symbol]![2];
};

describe('cheap requests (issue 10: /healthz through the whole stack)', () => {
  it('a small JSON answer gets its CORS and security headers without becoming a streamed web Response', async () => {
    const response = await ctx.app.fetch(new Request('http://areia.test/healthz', { headers: { origin: 'http://areia.test' } }));
    // Every header set once on a plain object: no web Headers built (the CPU profile's main cost per small request).
    expect(pendingHeaders(response)).not.toBeInstanceOf(Headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://areia.test');
    expect(response.headers.get('access-control-expose-headers')).toBe('x-request-id,x-next-cursor');
    expect(response.headers.get('vary')).toMatch(/Origin/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // Materialised, the same answer cost ~2.5× the CPU: a ReadableStream per request, written in pieces.
    expect(isLight(response)).toBe(true);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('a foreign origin gets no Allow-Origin, and the answer stays light', async () => {
    const response = await ctx.app.fetch(new Request('http://areia.test/healthz', { headers: { origin: 'http://evil.test' } }));
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(isLight(response)).toBe(true);
  });
});
