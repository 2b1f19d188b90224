import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BATCH_MAX_CALLS, batchPath, type BatchAnswer } from '@areia/shared/core/batch';
import { BATCH_COUNT_INVALID, BATCH_NOT_JSON, BATCH_PATH_INVALID } from '@areia/shared/core/schemas/batch';
import { call, createTestContext, createUsers, loginDemo, VOLEI, type TestContext } from '../../test/context';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ token } = await loginDemo(ctx.app));
});
afterAll(async () => {
  await ctx.close();
});

async function batch(paths: string[], bearer?: string) {
  return call<BatchAnswer[]>(ctx.app, 'GET', batchPath(paths), { token: bearer });
}

describe('GET /api/batch', () => {
  it('answers each path as if asked alone, in order: status, body, the next-page cursor', async () => {
    const paths = [
      '/api/user/me',
      '/api/notifications/unread',
      `/api/championships/${VOLEI}?limit=1&filter=current`,
      `/api/championships/${VOLEI}/6f1c2b1e-0000-4000-8000-000000000000`,
      '/api/user/next-game',
      '/api/nada',
    ];
    // The clock stands still: a profile's statistics are stamped with the time they are read.
    const at = new Date();
    ctx.deps.now = () => at;
    try {
      const response = await batch(paths, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.body).toHaveLength(paths.length);
      for (const [index, path] of paths.entries()) {
        const alone = await call(ctx.app, 'GET', path, { token });
        const answer = response.body[index]!;
        expect(answer.status, path).toBe(alone.status);
        expect(answer.data, path).toEqual(alone.body);
        expect(answer.headers['content-type'], path).toMatch(/json/);
        expect(answer.headers['x-next-cursor'], path).toBe(alone.headers.get('x-next-cursor') ?? undefined);
      }
      expect(response.body[2]!.headers['x-next-cursor']).toBeTruthy();
      expect(response.body[3]!.status).toBe(404);
      expect(response.body[5]!.data).toEqual({ message: 'Recurso não encontrado' });
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it('an answer without content (204: no next game, no result today) is a 204 with null data', async () => {
    const [newcomer] = await createUsers(ctx.deps, 1);
    const response = await batch(['/api/user/next-game', '/api/user/last-result', '/api/notifications/unread'], newcomer!.token);
    expect(response.body.map((answer) => [answer.status, answer.data])).toEqual([
      [204, null],
      [204, null],
      [200, { count: 0 }],
    ]);
  });

  it('each path is authorized as if asked alone: no token, a signed-out token', async () => {
    const anonymous = await batch(['/api/user/me', '/api/arenas?limit=1'], undefined);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.map((answer) => answer.status)).toEqual([401, 200]);
    expect(anonymous.body[0]!.data).toEqual({ message: 'Não autenticado. Faça login novamente.' });

    const { token: ended } = await loginDemo(ctx.app);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: ended })).status).toBe(200);
    const revoked = await batch(['/api/user/me', '/api/notifications/unread'], ended);
    expect(revoked.body.map((answer) => answer.status)).toEqual([401, 401]);
  });

  it('a path whose answer is not JSON (a live stream) is a 406 in the batch, at once, and leaves no stream open', async () => {
    const list = await call<{ id: string }[]>(ctx.app, 'GET', `/api/championships/${VOLEI}?limit=1`, { token });
    const id = list.body[0]!.id;
    const before = ctx.deps.live?.size() ?? 0;
    const response = await Promise.race([
      batch([`/api/live/championships/${id}`, '/api/user/me'], token),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('lote com um fluxo ao vivo sem resposta em 5 s')), 5_000)),
    ]);
    expect(response.body[0]).toEqual({ status: 406, headers: { 'content-type': 'application/json' }, data: { message: BATCH_NOT_JSON } });
    expect(response.body[1]!.status).toBe(200);
    await expect.poll(() => ctx.deps.live?.size() ?? 0).toBe(before);
  });

  it('refuses what is not a batch of API reads with a pt-BR 400', async () => {
    const refused: [string, string][] = [
      ['/api/batch', BATCH_COUNT_INVALID],
      [batchPath(Array.from({ length: BATCH_MAX_CALLS + 1 }, () => '/api/user/me')), BATCH_COUNT_INVALID],
      [batchPath(['/healthz']), BATCH_PATH_INVALID],
      [batchPath(['https://example.com/api/user/me']), BATCH_PATH_INVALID],
      [batchPath(['//example.com/api/user/me']), BATCH_PATH_INVALID],
      [batchPath(['/api/../healthz']), BATCH_PATH_INVALID],
      [batchPath(['/api/%2e%2e/readyz']), BATCH_PATH_INVALID],
      [batchPath(['/api\\..\\healthz']), BATCH_PATH_INVALID],
      [batchPath(['\\\\', '/api/user/me']), BATCH_PATH_INVALID],
      [batchPath(['/api/user/me', batchPath(['/api/user/me'])]), BATCH_PATH_INVALID],
      [batchPath([`/api/${'a'.repeat(2100)}`]), BATCH_PATH_INVALID],
    ];
    for (const [path, message] of refused) {
      const response = await call(ctx.app, 'GET', path, { token });
      expect(response.status, path).toBe(400);
      expect(response.body, path).toEqual({ message });
    }
  });

  it('one path alone, the largest batch and every answer of the home screen at once', async () => {
    const one = await batch(['/api/user/me'], token);
    expect(one.body).toHaveLength(1);
    expect(one.body[0]!.status).toBe(200);
    const full = await batch(Array.from({ length: BATCH_MAX_CALLS }, () => '/api/notifications/unread'), token);
    expect(full.body.map((answer) => answer.status)).toEqual(Array(BATCH_MAX_CALLS).fill(200));
  });

  it('any list of paths is a 200 with an answer per path or a 400, never a 5xx', async () => {
    const path = fc.oneof(
      fc.constantFrom('/api/user/me', '/api/notifications/unread', `/api/championships/${VOLEI}?limit=1`, '/api/batch', '/healthz', '/api/arenas/*', '\\\\'),
      fc.webPath().map((rest) => `/api${rest.startsWith('/') ? '' : '/'}${rest}`),
      fc.string({ maxLength: 40 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(path, { minLength: 1, maxLength: BATCH_MAX_CALLS + 2 }), fc.boolean(), async (paths, signedIn) => {
        const response = await batch(paths, signedIn ? token : undefined);
        expect([200, 400]).toContain(response.status);
        if (response.status === 200) {
          expect(response.body).toHaveLength(paths.length);
          for (const answer of response.body) expect(answer.status).toBeLessThan(500);
        } else {
          expect([BATCH_COUNT_INVALID, BATCH_PATH_INVALID]).toContain((response.body as unknown as { message: string }).message);
        }
      }),
      { numRuns: 60 },
    );
  });
});
