import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { MARK_READ_IDS_INVALID, MARK_READ_INVALID, notificationSchema, unreadCountSchema } from '@areia/shared/core/schemas/notification';
import { PAGE_CURSOR_INVALID } from '@areia/shared/core/schemas/paging';
import { notifications } from '../../platform/db/schema';
import { notify } from '../../domain/notifications/notify';
import { call, createTestContext, createUsers, type TestContext, type TestPlayer } from '../../test/context';

let ctx: TestContext;
const championship = { championshipId: '11111111-2222-4333-8444-555555555555', championshipTitle: 'Open de Ipanema' };
const list = z.array(notificationSchema);

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.deps.mailer = { send: async () => undefined };
});
afterAll(async () => {
  await ctx.close();
});

/** `n` avisos for `user`, one second apart, the newest last. */
async function seedAvisos(user: TestPlayer, n: number) {
  const start = Date.now() - n * 1000;
  for (let index = 0; index < n; index += 1) {
    ctx.deps.now = () => new Date(start + index * 1000);
    await notify(ctx.deps.db, ctx.deps, { userId: user.id, kind: 'team_confirmed', params: { ...championship, teamName: `Time ${index}` } });
  }
  ctx.deps.now = undefined;
}

const unread = async (user: TestPlayer) => unreadCountSchema.parse((await call(ctx.app, 'GET', '/api/notifications/unread', { token: user.token })).body).count;
const read = (user: TestPlayer, json: unknown) => call(ctx.app, 'POST', '/api/notifications/read', { token: user.token, json });

describe('GET /api/notifications', () => {
  it('pages the caller avisos newest first, worded and linked, following X-Next-Cursor to the end', async () => {
    const [ana, other] = await createUsers(ctx.deps, 2);
    await seedAvisos(ana!, 5);
    await notify(ctx.deps.db, ctx.deps, { userId: other!.id, kind: 'slot_released', params: championship });

    const first = await call(ctx.app, 'GET', '/api/notifications?limit=2', { token: ana!.token });
    expect(first.status).toBe(200);
    const firstPage = list.parse(first.body);
    expect(firstPage.map((item) => item.text)).toEqual(['O time Time 4 está confirmado no campeonato Open de Ipanema.', 'O time Time 3 está confirmado no campeonato Open de Ipanema.']);
    expect(firstPage[0]).toMatchObject({ kind: 'team_confirmed', title: 'Time confirmado', link: `/championship/${championship.championshipId}`, read_at: null });
    const seen = [...firstPage];
    let cursor = first.headers.get('x-next-cursor');
    while (cursor) {
      const next = await call(ctx.app, 'GET', `/api/notifications?limit=2&cursor=${cursor}`, { token: ana!.token });
      seen.push(...list.parse(next.body));
      cursor = next.headers.get('x-next-cursor');
    }
    expect(seen.map((item) => item.text.split(' ')[3])).toEqual(['4', '3', '2', '1', '0']);
    expect(new Set(seen.map((item) => item.id)).size).toBe(5);
    // Somebody else's avisos are never listed.
    expect(seen.some((item) => item.kind === 'slot_released')).toBe(false);
  });

  it('answers 401 without a session and 400 in Portuguese for a bad limit or cursor', async () => {
    const [ana] = await createUsers(ctx.deps, 1);
    expect((await call(ctx.app, 'GET', '/api/notifications')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/notifications/unread')).status).toBe(401);
    expect((await call(ctx.app, 'GET', '/api/notifications?limit=0', { token: ana!.token })).body).toEqual({
      message: 'O limite deve ser um número inteiro entre 1 e 100',
    });
    expect((await call(ctx.app, 'GET', '/api/notifications?cursor=bm9wZQ', { token: ana!.token })).body).toEqual({ message: PAGE_CURSOR_INVALID });
    expect(await call(ctx.app, 'GET', '/api/notifications', { token: ana!.token })).toMatchObject({ status: 200, body: [] });
  });
});

describe('GET /api/notifications/unread and POST /api/notifications/read', () => {
  it('counts unread avisos; marking some by id, then all, brings it down and answers the new count', async () => {
    const [ana] = await createUsers(ctx.deps, 1);
    await seedAvisos(ana!, 4);
    expect(await unread(ana!)).toBe(4);
    const items = list.parse((await call(ctx.app, 'GET', '/api/notifications', { token: ana!.token })).body);

    const some = await read(ana!, { ids: [items[0]!.id, items[1]!.id] });
    expect(some).toMatchObject({ status: 200, body: { count: 2 } });
    const after = list.parse((await call(ctx.app, 'GET', '/api/notifications', { token: ana!.token })).body);
    expect(after.map((item) => item.read_at !== null)).toEqual([true, true, false, false]);

    // Reading again keeps the first time it was read.
    const firstRead = after[0]!.read_at;
    await read(ana!, { ids: [items[0]!.id] });
    expect(list.parse((await call(ctx.app, 'GET', '/api/notifications', { token: ana!.token })).body)[0]!.read_at).toBe(firstRead);

    expect(await read(ana!, { all: true })).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await unread(ana!)).toBe(0);
  });

  it('never marks another athlete avisos, by id or by all', async () => {
    const [ana, bia] = await createUsers(ctx.deps, 2);
    await seedAvisos(ana!, 2);
    const anaItems = list.parse((await call(ctx.app, 'GET', '/api/notifications', { token: ana!.token })).body);
    expect(await read(bia!, { ids: anaItems.map((item) => item.id) })).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await read(bia!, { all: true })).toMatchObject({ status: 200, body: { count: 0 } });
    expect(await unread(ana!)).toBe(2);
    const rows = await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, ana!.id));
    expect(rows.every((row) => row.readAt === null)).toBe(true);
  });

  it('refuses a bad body with a Portuguese 400, changing nothing', async () => {
    const [ana] = await createUsers(ctx.deps, 1);
    await seedAvisos(ana!, 1);
    const bodies: [unknown, string][] = [
      [{}, MARK_READ_INVALID],
      [{ all: false }, MARK_READ_INVALID],
      [{ all: 'sim' }, MARK_READ_INVALID],
      [{ ids: [] }, MARK_READ_IDS_INVALID],
      [{ ids: ['nope'] }, MARK_READ_IDS_INVALID],
      [{ ids: 'x' }, MARK_READ_IDS_INVALID],
      [{ ids: Array.from({ length: 101 }, () => '11111111-2222-4333-8444-555555555555') }, MARK_READ_IDS_INVALID],
      [{ ids: ['11111111-2222-4333-8444-555555555555'], all: true }, MARK_READ_INVALID],
      [{ all: true, extra: 1 }, MARK_READ_INVALID],
    ];
    for (const [body, message] of bodies) expect({ body, answer: await read(ana!, body) }).toMatchObject({ body, answer: { status: 400, body: { message } } });
    expect((await call(ctx.app, 'POST', '/api/notifications/read', { token: ana!.token, body: 'não é json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await call(ctx.app, 'POST', '/api/notifications/read', { json: { all: true } })).status).toBe(401);
    expect(await unread(ana!)).toBe(1);
  });

  it('counts up to 100, however many pile up', async () => {
    const [ana] = await createUsers(ctx.deps, 1);
    await ctx.deps.db.insert(notifications).values(
      Array.from({ length: 120 }, () => ({ userId: ana!.id, kind: 'slot_released' as const, params: championship, link: `/championship/${championship.championshipId}` })),
    );
    expect(await unread(ana!)).toBe(100);
  });
});
