import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, loginDemo, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ config: { corsOrigins: ['http://localhost:3001', 'http://areia.test'] } });
});
afterAll(async () => {
  await ctx.close();
});

describe('app wiring', () => {
  it('GET /healthz', async () => {
    const response = await call(ctx.app, 'GET', '/healthz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('GET /readyz: 200 while the database answers', async () => {
    const response = await call(ctx.app, 'GET', '/readyz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('echoes X-Request-Id or generates one on every answer, errors included', async () => {
    const echoed = await call(ctx.app, 'GET', '/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(echoed.headers.get('x-request-id')).toBe('abc-123');
    const generated = await call(ctx.app, 'GET', '/api/user/me');
    expect(generated.status).toBe(401);
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await call(ctx.app, 'GET', '/nada', { headers: { 'x-request-id': 'r-404' } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Recurso não encontrado' });
    expect(missing.headers.get('x-request-id')).toBe('r-404');
  });

  it('a path segment the router reads as a token (`*`, `:id`) is a 404 at once, signed in or not', async () => {
    const { token } = await loginDemo(ctx.app);
    // Before, the trie router ran the answer cache twice on these, the second waiting for the first: no answer ever.
    const paths = ['/api/arenas/*', '/api/arenas/%2A', '/api/arenas/:id', '/api/players/*', '/api/summary/*', '/api/user/*', '/*'];
    for (const path of paths) {
      for (const bearer of [undefined, token]) {
        const response = await Promise.race([
          call(ctx.app, 'GET', path, { token: bearer }),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`GET ${path} sem resposta em 5 s`)), 5_000)),
        ]);
        expect(response.status, path).toBe(404);
        expect(response.body).toEqual({ message: 'Recurso não encontrado' });
      }
    }
    // A name with a colon or a star inside a segment is an ordinary value.
    expect((await call(ctx.app, 'GET', '/api/arenas/a*b')).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/api/arenas?search=a%3Ab*')).status).toBe(200);
  });

  it('CORS: allow-listed origins only, the supabase-js headers allowed, x-request-id exposed', async () => {
    const preflight = await call(ctx.app, 'OPTIONS', '/api/auth/login', {
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization,x-request-id' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    // the browser caches the preflight for 10 minutes instead of asking before every call
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    const allowed = preflight.headers.get('access-control-allow-headers')!.split(',');
    for (const header of ['authorization', 'content-type', 'x-request-id', 'apikey', 'x-client-info', 'accept-profile', 'content-profile', 'prefer']) {
      expect(allowed).toContain(header);
    }
    const simple = await call(ctx.app, 'GET', '/healthz', { headers: { origin: 'http://areia.test' } });
    expect(simple.headers.get('access-control-expose-headers')).toMatch(/x-request-id/i);
    const foreign = await call(ctx.app, 'GET', '/healthz', { headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends security headers and lets other origins load images', async () => {
    const response = await call(ctx.app, 'GET', '/media/demo/banner/copa-teste.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-frame-options')).toBeTruthy();
    expect(String(response.body)).toContain('<svg');
    expect((await call(ctx.app, 'GET', '/media/demo/banner/..%2f..%2fetc.svg')).status).toBe(404);
    expect((await call(ctx.app, 'GET', '/media/avatars/..%2fjwt-secret')).status).toBe(404);
  });

  it('builds absolute image URLs from AREIA_PUBLIC_URL when set', async () => {
    const behindProxy = await createTestContext({ config: { publicUrl: 'https://api.areia.test' } });
    try {
      const [arena] = (await call(behindProxy.app, 'GET', '/api/arenas')).body;
      expect(arena.logo).toMatch(/^https:\/\/api\.areia\.test\/media\/demo\/logo\/.+\.svg$/);
    } finally {
      await behindProxy.close();
    }
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await call(ctx.app, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/user/me', '/api/arenas', '/api/championships/{modalityId}/{championshipId}/teams', '/api/players/{modalityId}', '/rest/v1/user_modalities']),
    );
    const page = await ctx.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/openapi.json');
    const swagger = await ctx.app.request('/api/docs/swagger');
    const html = await swagger.text();
    expect(html).toMatch(/swagger-ui/i);
    // Everything from this API (the installed swagger-ui-dist), nothing from a CDN.
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source).toMatch(/^\/api\/docs\/swagger\//);
      const asset = await ctx.app.request(source!);
      expect(asset.status, source).toBe(200);
    }
    expect((await ctx.app.request('/api/docs/swagger/swagger-ui-bundle.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await ctx.app.request('/api/docs/swagger/package.json')).status).toBe(404);
  });

  it('names every operation and schema in the OpenAPI document, and says which calls need no token', async () => {
    const { body: doc } = await call(ctx.app, 'GET', '/api/openapi.json');
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId?: string; security?: unknown[] }>>).flatMap((path) =>
      Object.values(path),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
    expect(doc.paths['/api/auth/login'].post.security).toEqual([]);
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Erro', 'Campeonato', 'Jogador', 'Arena', 'Perfil']));
    expect(doc.servers[0].url).toMatch(/^https?:\/\//);
  });
});
