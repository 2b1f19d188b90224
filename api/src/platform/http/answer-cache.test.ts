import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { arenas, dataVersion, sessions, users } from '../db/schema';
import { VOLEI, call, createTestContext, createUsers, loginDemo, type TestContext } from '../../test/context';
import { AnswerStore, answerStoreOf } from './answer-cache';

describe('AnswerStore', () => {
  const answer = (body: string, version = 1n, second = 0) => ({ version, second, body, headers: { 'content-type': 'application/json' } });

  it('gives an answer back only at the version and second it was built at, and drops an outdated one', () => {
    const store = new AnswerStore(1 << 20);
    store.set('a', answer('[1]', 7n, 100));
    expect(store.get('a', 7n, 100)?.body).toBe('[1]');
    expect(store.get('a', 7n, 101)).toBeUndefined();
    expect(store.count).toBe(0);
    expect(store.bytes).toBe(0);
    store.set('a', answer('[2]', 7n, 100));
    expect(store.get('a', 8n, 100)).toBeUndefined();
    expect(store.count).toBe(0);
    expect([store.hits, store.misses]).toEqual([1, 2]);
  });

  it('a build finishing late does not replace a newer answer', () => {
    const store = new AnswerStore(1 << 20);
    store.set('a', answer('[new]', 8n, 100));
    expect(store.set('a', answer('[old]', 7n, 100)).body).toBe('[old]');
    expect(store.set('a', answer('[older second]', 8n, 99)).body).toBe('[older second]');
    expect(store.get('a', 8n, 100)?.body).toBe('[new]');
  });

  it('keeps at most its bytes, the least recently used leaving first; an answer larger than the whole is not kept', () => {
    const body = 'x'.repeat(1000);
    const one = new AnswerStore(1 << 20);
    one.set('k', answer(body));
    const each = one.bytes;
    const store = new AnswerStore(each * 3);
    for (const key of ['a', 'b', 'c']) store.set(key, answer(body));
    expect(store.get('a', 1n, 0)).toBeDefined();
    store.set('d', answer(body));
    expect(store.count).toBe(3);
    expect(store.get('b', 1n, 0)).toBeUndefined();
    expect(store.get('a', 1n, 0)).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(each * 3);
    const small = new AnswerStore(100);
    small.set('big', answer(body));
    expect(small.count).toBe(0);
    expect(small.bytes).toBe(0);
  });

  it('compresses an entry once per encoding and counts those bytes', () => {
    const store = new AnswerStore(1 << 20);
    const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: 'Arena' })));
    store.set('a', answer(body));
    const before = store.bytes;
    const entry = store.get('a', 1n, 0)!;
    const encoded = store.encoded(entry, 'br');
    expect(store.encoded(entry, 'br')).toBe(encoded);
    expect(brotliDecompressSync(encoded).toString()).toBe(body);
    expect(store.bytes).toBe(before + encoded.byteLength);
  });

  it('an entry no longer (or never) kept is compressed for its waiters without counting its bytes', () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ index, name: 'Arena' })));
    const small = new AnswerStore(100);
    const tooLarge = small.set('a', answer(body));
    small.encoded(tooLarge, 'gzip');
    expect([small.count, small.bytes]).toEqual([0, 0]);
    const store = new AnswerStore(1 << 20);
    const replaced = store.set('a', answer(body, 1n));
    store.set('a', answer(body, 2n));
    const kept = store.bytes;
    store.encoded(replaced, 'br');
    expect(store.bytes).toBe(kept);
  });
});

let ctx: TestContext;
let demo: { token: string; userId: string };

// One instant for every request (a test that moves time says so): a second turning between two requests would count
// as a miss and hide, or fake, what a test is about.
const FROZEN = new Date();

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.now = () => FROZEN;
  demo = await loginDemo(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

const version = async () => (await ctx.deps.db.select({ version: sql<string>`sum(${dataVersion.version})::text` }).from(dataVersion))[0]!.version;

describe('the data version (0013_answer_version.sql)', () => {
  // Tables no cached answer reads: writing them must not empty every instance's answers (a login writes three).
  const LEFT_OUT = [
    'sessions',
    'rate_limit_counters',
    'device_tokens',
    'password_reset_tokens',
    'jwt_keys',
    'calendar_tokens',
    'media_files',
    'data_version',
    // Avisos are read uncached, and a new aviso (or one marked read) must not outdate every cached answer.
    'notifications',
    // The push sender's bookkeeping: its keys and the game-day pushes already sent.
    'vapid_keys',
    'game_day_pushes',
    // Written only by users' own statement triggers (0038_user_words.sql): the users row that changed moves the version.
    'user_words',
  ];

  it('every table but the auth bookkeeping has the triggers', async () => {
    const tables = await ctx.deps.db.execute<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
    const triggered = await ctx.deps.db.execute<{ name: string }>(sql`SELECT DISTINCT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE t.tgname = c.relname || '_data_version' AND t.tgdeferrable AND t.tginitdeferred
      AND EXISTS (SELECT 1 FROM pg_trigger u WHERE u.tgrelid = t.tgrelid AND u.tgname = c.relname || '_data_version_truncate') ORDER BY 1`);
    const names = (result: unknown) => (result as { rows: { name: string }[] }).rows.map((row) => row.name);
    const expected = names(tables).filter((name) => !LEFT_OUT.includes(name));
    expect(expected).toContain('users');
    expect(expected).toContain('games');
    expect(names(triggered)).toEqual(expected);
  });

  it('moves once per committed writing transaction, however many rows, and not on a rollback or an auth write', async () => {
    const start = await version();
    await ctx.deps.db.update(users).set({ updatedAt: new Date() });
    expect(await version()).toBe(String(BigInt(start) + 1n));
    await ctx.deps.db.transaction(async (tx) => {
      await tx.update(arenas).set({ phone: sql`${arenas.phone}` });
      await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, demo.userId));
    });
    expect(await version()).toBe(String(BigInt(start) + 2n));
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, demo.userId));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await ctx.deps.db.update(users).set({ updatedAt: new Date() }).where(sql`false`);
    await ctx.deps.db.update(sessions).set({ expiresAt: sql`${sessions.expiresAt}` });
    expect(await version()).toBe(String(BigInt(start) + 2n));
    // A write rolled back to a savepoint does not count; the transaction's next one still does.
    await ctx.deps.db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (inner) => {
          await inner.update(users).set({ updatedAt: new Date() }).where(eq(users.id, demo.userId));
          throw new Error('savepoint');
        }),
      ).rejects.toThrow('savepoint');
      await tx.update(arenas).set({ phone: sql`${arenas.phone}` }).where(sql`${arenas.id} = (SELECT min(id::text)::uuid FROM arenas)`);
    });
    expect(await version()).toBe(String(BigInt(start) + 3n));
    await ctx.deps.db.execute(sql`TRUNCATE complaints`);
    expect(await version()).toBe(String(BigInt(start) + 4n));
  });
});

describe('answers served again', () => {
  const store = () => answerStoreOf(ctx.deps)!;
  const players = `/api/players/${VOLEI}?limit=5`;

  it('the second read is the first one, body and headers, compressed or not', async () => {
    for (const [url, token] of [
      [players, demo.token],
      [`/api/championships/${VOLEI}?limit=2`, demo.token],
      ['/api/arenas?limit=3', undefined],
      ['/api/user/me', demo.token],
    ] as const) {
      for (const encoding of [undefined, 'br', 'gzip']) {
        const headers = encoding ? { 'accept-encoding': encoding } : undefined;
        const first = await ctx.app.request(url, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        const hits = store().hits;
        const second = await ctx.app.request(url, { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
        expect(store().hits, url).toBe(hits + 1);
        expect(second.status).toBe(200);
        const without = (response: Response) => [...response.headers].filter(([name]) => name !== 'x-request-id').sort();
        expect(without(second), `${url} ${encoding}`).toEqual(without(first));
        expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      }
    }
  });

  it('a write through the API is in the next read', async () => {
    const [user] = await createUsers(ctx.deps, 1, 9999);
    // First in the Ranking Geral, which orders by points.
    await ctx.deps.db.update(users).set({ rankingPoints: 999_999 }).where(eq(users.id, user!.id));
    const first = await call(ctx.app, 'GET', players, { token: demo.token });
    expect(first.body[0].id).toBe(user!.id);
    const hits = store().hits;
    await call(ctx.app, 'GET', players, { token: demo.token });
    expect(store().hits).toBe(hits + 1);
    const nickname = `Cache${user!.nickname.slice(-6)}`;
    const saved = await call(ctx.app, 'PUT', '/api/user/me', { token: user!.token, json: { nickname } });
    expect(saved.status).toBe(200);
    const misses = store().misses;
    const after = await call(ctx.app, 'GET', players, { token: demo.token });
    expect(store().misses).toBe(misses + 1);
    expect(after.body[0].nickname).toBe(nickname);
  });

  it('a write straight into the database (another instance, a script) is in the next read', async () => {
    const [arena] = await ctx.deps.db.select({ id: arenas.id, name: arenas.name }).from(arenas).limit(1);
    const url = `/api/arenas/${arena!.id}`;
    // The detail is a list of one arena (spec).
    expect((await call(ctx.app, 'GET', url)).body[0].name).toBe(arena!.name);
    const hits = store().hits;
    expect((await call(ctx.app, 'GET', url)).body[0].name).toBe(arena!.name);
    expect(store().hits).toBe(hits + 1);
    await ctx.deps.db.update(arenas).set({ name: `${arena!.name} (renomeada)` }).where(eq(arenas.id, arena!.id));
    expect((await call(ctx.app, 'GET', url)).body[0].name).toBe(`${arena!.name} (renomeada)`);
    expect(store().hits).toBe(hits + 1);
    await ctx.deps.db.update(arenas).set({ name: arena!.name }).where(eq(arenas.id, arena!.id));
  });

  const mineOf = (answer: { body: { id: string }[] }) => answer.body.map((row) => row.id);

  it('an answer that depends on the caller is kept per caller', async () => {
    const [stranger] = await createUsers(ctx.deps, 1);
    const url = `/api/championships/${VOLEI}?filter=registered`;
    for (let round = 0; round < 2; round += 1) {
      const mine = await call(ctx.app, 'GET', url, { token: demo.token });
      const theirs = await call(ctx.app, 'GET', url, { token: stranger!.token });
      expect(mine.body.length).toBeGreaterThan(0);
      expect(theirs.body).toEqual([]);
      expect((await call(ctx.app, 'GET', '/api/user/me', { token: stranger!.token })).body.id).toBe(stranger!.id);
      expect((await call(ctx.app, 'GET', '/api/user/me', { token: demo.token })).body.id).toBe(demo.userId);
    }
    // The detail says whether the caller is registered; its teams tab is everyone's, kept once.
    const [registered] = mineOf(await call(ctx.app, 'GET', url, { token: demo.token }));
    const detail = `/api/championships/${VOLEI}/${registered}`;
    for (let round = 0; round < 2; round += 1) {
      expect((await call(ctx.app, 'GET', detail, { token: demo.token })).body.isRegistered).toBe(true);
      expect((await call(ctx.app, 'GET', detail, { token: stranger!.token })).body.isRegistered).toBe(false);
    }
    const hits = store().hits;
    const mineTeams = await call(ctx.app, 'GET', `${detail}/teams`, { token: demo.token });
    const theirTeams = await call(ctx.app, 'GET', `${detail}/teams`, { token: stranger!.token });
    expect(theirTeams.body).toEqual(mineTeams.body);
    expect(store().hits).toBe(hits + 1);
  });

  it('a closed session gets 401, with its answer still kept', async () => {
    const [user] = await createUsers(ctx.deps, 1);
    expect((await call(ctx.app, 'GET', players, { token: user!.token })).status).toBe(200);
    expect((await call(ctx.app, 'GET', '/api/user/me', { token: user!.token })).status).toBe(200);
    expect((await call(ctx.app, 'POST', '/api/auth/logout', { token: user!.token })).status).toBe(200);
    expect(await call(ctx.app, 'GET', players, { token: user!.token })).toMatchObject({ status: 401, body: { message: expect.any(String) } });
    expect((await call(ctx.app, 'GET', '/api/user/me', { token: user!.token })).status).toBe(401);
    expect((await call(ctx.app, 'GET', players, { token: demo.token })).status).toBe(200);
  });

  it('an answer is rebuilt in the next second (upcoming championships change with the time alone)', async () => {
    const clock = ctx.deps.now;
    // A session opened then: the demo's was opened at FROZEN, and a token from the future is refused.
    let now = new Date('2026-03-01T12:00:00.200Z');
    ctx.deps.now = () => now;
    const [user] = await createUsers(ctx.deps, 1);
    ctx.deps.now = () => now;
    try {
      const url = `/api/summary/${VOLEI}`;
      const first = await call(ctx.app, 'GET', url, { token: user!.token });
      expect(first.status).toBe(200);
      now = new Date('2026-03-01T12:00:00.900Z');
      const misses = store().misses;
      expect((await call(ctx.app, 'GET', url, { token: user!.token })).body).toEqual(first.body);
      expect(store().misses).toBe(misses);
      now = new Date('2026-03-01T12:00:01.000Z');
      await call(ctx.app, 'GET', url, { token: user!.token });
      expect(store().misses).toBe(misses + 1);
    } finally {
      ctx.deps.now = clock;
    }
  });

  it('requests arriving while an answer is built wait for it instead of building their own', async () => {
    const [user] = await createUsers(ctx.deps, 1, 9998);
    await ctx.deps.db.update(users).set({ rankingPoints: 999_998 }).where(eq(users.id, user!.id));
    await call(ctx.app, 'GET', players, { token: demo.token });
    await ctx.deps.db.update(users).set({ rating: 9997 }).where(eq(users.id, user!.id));
    const built = store().built;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call(ctx.app, 'GET', players, { token: demo.token })));
    expect(store().built).toBe(built + 1);
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: answers[0]!.body });
    expect(answers[0]!.body.find((player: { id: string }) => player.id === user!.id).rating).toBe(9997);
  });

  it('only answers of 200 are kept; requests waiting for a build that kept nothing build once more, one at a time', async () => {
    const unknown = '/api/arenas/00000000-0000-4000-8000-000000000001';
    const built = store().built;
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(ctx.app, 'GET', unknown)));
    for (const answer of answers) expect(answer.status).toBe(404);
    expect(store().built).toBe(built + 5);
    const count = store().count;
    for (let round = 0; round < 2; round += 1) {
      expect((await call(ctx.app, 'GET', `/api/players/${VOLEI}?limit=0`, { token: demo.token })).status).toBe(400);
      expect((await call(ctx.app, 'GET', '/api/arenas/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    }
    expect(store().count).toBe(count);
  });
});
