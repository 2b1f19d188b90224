import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { games } from '../platform/db/schema';
import { createApp } from '../app';
import { configFromEnv } from '../config';
import { call, createTestContext, type TestContext } from '../test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('test hooks (e2e only)', () => {
  it('are off unless AREIA_TEST_HOOKS=1', async () => {
    expect(configFromEnv({}).testHooks).toBe(false);
    expect(configFromEnv({ AREIA_TEST_HOOKS: 'true' }).testHooks).toBe(false);
    expect(configFromEnv({ AREIA_TEST_HOOKS: '1' }).testHooks).toBe(true);
    const [game] = await ctx.deps.db.select({ id: games.id }).from(games).limit(1);
    const response = await call(ctx.app, 'PUT', `/api/test-hooks/games/${game!.id}/score`, { json: { score_a: 2, score_b: 1 } });
    expect(response.status).toBe(404);
  });

  it('set and clear a game score when on', async () => {
    const app = createApp({ ...ctx.deps, config: { ...ctx.deps.config, testHooks: true } });
    const [game] = await ctx.deps.db.select({ id: games.id }).from(games).where(eq(games.status, 'agendado')).limit(1);
    const url = `/api/test-hooks/games/${game!.id}/score`;
    expect((await call(app, 'PUT', url, { json: { score_a: 2, score_b: 1 } })).status).toBe(200);
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, game!.id)))[0]).toMatchObject({ scoreA: 2, scoreB: 1, status: 'finalizado' });
    expect((await call(app, 'PUT', url, { json: { score_a: null, score_b: null } })).status).toBe(200);
    expect((await ctx.deps.db.select().from(games).where(eq(games.id, game!.id)))[0]).toMatchObject({ scoreA: null, scoreB: null, status: 'agendado' });
    expect((await call(app, 'PUT', url, { json: { score_a: -1, score_b: 1 } })).status).toBe(400);
    expect((await call(app, 'PUT', '/api/test-hooks/games/00000000-0000-4000-8000-000000000000/score', { json: { score_a: 1, score_b: 0 } })).status).toBe(404);
  });
});
