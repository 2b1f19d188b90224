import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '@areia/shared/core/schemas/paging';
import { playerSchema } from '@areia/shared/core/schemas/player';
import { rankingSnapshots, users } from './platform/db/schema';
import type { AppDeps } from './deps';
import { monthKey, takeMonthlySnapshot } from './domain/ranking/ranking';
import { sendMissingSnapshot } from './domain/ranking/snapshot.job';
import { drainJobs } from './test/jobs';
import { DEMO_ACCOUNT } from './seed/seed';
import { VOLEI, call, createTestContext, type CallResult, type TestContext } from './test/context';

/**
 * Past 21 846 users a monthly snapshot written in one statement would overflow PostgreSQL's 65 535 parameters, and
 * every login and /me would answer 500 for the rest of the month; past 65 535 the player list would too.
 */
const GENERATED = 70_000;
const MAX_ANSWER_BYTES = 100 * 1024;

let ctx: TestContext;
let total: number;
beforeAll(async () => {
  ctx = await createTestContext();
  // Set-based, like a real import: one statement, ratings spread over 0–1499 (about 47 players per rating).
  await ctx.deps.db.execute(sql`
    INSERT INTO users (email, password_hash, cpf, nickname, full_name, rating, plays, created_at, updated_at)
    SELECT 'escala' || g || '@escala.areia.app', (SELECT password_hash FROM users WHERE email = ${DEMO_ACCOUNT.email}),
           '9' || lpad(g::text, 10, '0'), 'Escala' || g, 'Atleta Escala ' || g, (g * 7919) % 1500, true,
           now() - make_interval(secs => g), now()
    FROM generate_series(1, ${GENERATED}) AS g`);
  // Their Vôlei rows, as signups write them (the flag above already says so: its trigger changes nothing).
  await ctx.deps.db.execute(sql`
    INSERT INTO user_modalities (user_id, modality, status)
    SELECT id, ${VOLEI}::uuid, 'active' FROM users WHERE email LIKE 'escala%@escala.areia.app'`);
  total = (await ctx.deps.db.select({ value: count() }).from(users).where(eq(users.plays, true)))[0]!.value;
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

function expectSmall2xx(response: CallResult, what: string) {
  expect(response.status, `${what}: ${JSON.stringify(response.body).slice(0, 200)}`).toBeGreaterThanOrEqual(200);
  expect(response.status, what).toBeLessThan(300);
  expect(Buffer.byteLength(JSON.stringify(response.body)), what).toBeLessThan(MAX_ANSWER_BYTES);
}

async function login(email: string) {
  const response = await call(ctx.app, 'POST', '/api/auth/login', { json: { email, password: DEMO_ACCOUNT.password } });
  expectSmall2xx(response, `login ${email}`);
  return response.body as { token: string; user: { id: string; ranking: number; ranking_change: number; total_players: number } };
}

describe(`API with ${GENERATED.toLocaleString('pt-BR')} generated players`, () => {
  it('logs in, reads /me, crosses a month for the snapshot, reads two player pages and searches: all 2xx and small', async () => {
    expect(total).toBeGreaterThanOrEqual(GENERATED);
    const demo = await login(DEMO_ACCOUNT.email);
    expect(demo.user.total_players).toBe(total);
    expectSmall2xx(await call(ctx.app, 'GET', '/api/user/me', { token: demo.token }), '/me');

    // Next month: reads write nothing (no movement yet); the month's job takes the snapshot of all players in one statement.
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 3, 30));
    ctx.deps.now = () => nextMonth;
    const again = await login(DEMO_ACCOUNT.email);
    expect(again.user.ranking_change).toBe(0);
    const me = await call(ctx.app, 'GET', '/api/user/me', { token: again.token });
    expectSmall2xx(me, '/me next month');
    expect(me.body.ranking).toBe(again.user.ranking);
    const snapshotRows = async () =>
      (await ctx.deps.db.select({ value: count() }).from(rankingSnapshots).where(eq(rankingSnapshots.month, monthKey(nextMonth))))[0]!.value;
    expect(await snapshotRows()).toBe(0);
    await sendMissingSnapshot(ctx.deps);
    expect(await drainJobs(ctx.jobs, ctx.deps)).toEqual([{ name: 'ranking-snapshot', data: {} }]);
    expect(await snapshotRows()).toBe(total);
    // Analyzed with it (domain/ranking/ranking.ts): the planner knows the snapshot's size, and reads a position through its key.
    const [analyzed] = await ctx.deps.db
      .select({ rows: sql<number>`reltuples`.mapWith(Number) })
      .from(sql`pg_class`)
      .where(sql`oid = 'ranking_snapshots'::regclass`);
    expect(analyzed!.rows).toBeGreaterThanOrEqual(total);

    // A player far down the ranking, sharing the rating with dozens of others.
    const bottom = await login('escala1500@escala.areia.app');
    expect(bottom.user.total_players).toBe(total);
    expect(bottom.user.ranking).toBeGreaterThan(total - 100);

    const first = await call(ctx.app, 'GET', `/api/players/${VOLEI}`, { token: again.token });
    expectSmall2xx(first, 'players page 1');
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await call(ctx.app, 'GET', `/api/players/${VOLEI}?cursor=${cursor}`, { token: again.token });
    expectSmall2xx(second, 'players page 2');
    const rankings = [...z.array(playerSchema).parse(first.body), ...z.array(playerSchema).parse(second.body)].map((player) => player.ranking);
    expect(rankings).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));

    const search = await call(ctx.app, 'GET', `/api/players/${VOLEI}?search=${encodeURIComponent('escala 6999')}`, { token: again.token });
    expectSmall2xx(search, 'search');
    const found = z.array(playerSchema).parse(search.body);
    expect(found.map((player) => player.full_name).sort()).toEqual(['Atleta Escala 6999', ...Array.from({ length: 10 }, (_, d) => `Atleta Escala 6999${d}`)].sort());
    // A common term fills its pages from the ranking walk (platform/db/search.ts): two pages in ranking order, each row once.
    const common = await call(ctx.app, 'GET', `/api/players/${VOLEI}?search=escala`, { token: again.token });
    expectSmall2xx(common, 'common search');
    const commonNext = await call(ctx.app, 'GET', `/api/players/${VOLEI}?search=escala&cursor=${common.headers.get(NEXT_CURSOR_HEADER)}`, { token: again.token });
    expectSmall2xx(commonNext, 'common search page 2');
    const commonRows = [...z.array(playerSchema).parse(common.body), ...z.array(playerSchema).parse(commonNext.body)];
    expect(commonRows).toHaveLength(100);
    expect(commonRows.every((player) => /escala/i.test(player.full_name ?? ''))).toBe(true);
    const commonRankings = commonRows.map((player) => player.ranking);
    expect(commonRankings).toEqual([...commonRankings].sort((a, b) => a - b));
    expect(new Set(commonRankings).size).toBe(100);
    const detail = await call(ctx.app, 'GET', `/api/players/${VOLEI}/${found[0]!.id}`, { token: again.token });
    expectSmall2xx(detail, 'player detail');
    expect(detail.body.ranking).toBe(found[0]!.ranking);
    expect(bottom.user.ranking).toBe(
      (await call(ctx.app, 'GET', `/api/players/${VOLEI}/${bottom.user.id}`, { token: again.token })).body.ranking,
    );

    const summary = await call(ctx.app, 'GET', `/api/summary/${VOLEI}?latitude=-22.97&longitude=-43.18`, { token: again.token });
    expectSmall2xx(summary, 'summary');
    expect(summary.body.players).toBe(total);
  }, 120_000);

  it('two instances taking the same snapshot at once record each player exactly once', async () => {
    const month = new Date(Date.UTC(2031, 4, 1));
    const instance = (): AppDeps => ({ ...ctx.deps, now: () => month });
    const written = await Promise.all([takeMonthlySnapshot(instance(), monthKey(month)), takeMonthlySnapshot(instance(), monthKey(month))]);
    expect(written.sort()).toEqual([false, true]);
    const [row] = await ctx.deps.db
      .select({ rows: count(), positions: sql<number>`count(DISTINCT ${rankingSnapshots.position})`.mapWith(Number) })
      .from(rankingSnapshots)
      .where(eq(rankingSnapshots.month, monthKey(month)));
    expect(row).toEqual({ rows: total, positions: total });
  }, 120_000);
});
