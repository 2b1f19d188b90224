import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { playerSchema } from '@areia/shared/core/schemas/player';
import { users } from '../../platform/db/schema';
import { positionSql } from '../../domain/ranking/ranking';
import { VOLEI, call, createUsers, createVacuumedContext, type CallResult, type TestContext } from '../../test/context';
import { planWithout } from '../../test/plan';
import { generateScaleData } from '../../scale/generate';

/**
 * The Ranking Geral is ordered by earned points, then level, then the older account: the list's pages, the positions
 * it shows, the player page and /me agree on it, and none of them sorts the players to find it.
 */
let ctx: TestContext;
let athletes: { id: string; token: string }[];
beforeAll(async () => {
  ctx = await createVacuumedContext();
  athletes = await createUsers(ctx.deps, 6, 300);
  // [points, level, signup]: the level breaks a tie on points, the older account a tie on both; more points beat any level.
  const shape: [number, number, string][] = [
    [5000, 100, '2026-01-05T10:00:00Z'],
    [5000, 900, '2026-01-09T10:00:00Z'],
    [5000, 900, '2026-01-02T10:00:00Z'],
    [4999, 1200, '2025-12-01T10:00:00Z'],
    [0, 1150, '2025-11-01T10:00:00Z'],
    [0, 1150, '2025-11-01T10:00:00Z'],
  ];
  for (const [at, [points, level, created]] of shape.entries()) {
    await ctx.deps.db.update(users).set({ rankingPoints: points, rating: level, createdAt: new Date(created) }).where(eq(users.id, athletes[at]!.id));
  }
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

const base = `/api/players/${VOLEI}`;

async function allPages(limit: number): Promise<z.infer<typeof playerSchema>[]> {
  const rows: z.infer<typeof playerSchema>[] = [];
  let cursor: string | null = null;
  do {
    const response: CallResult = await call(ctx.app, 'GET', `${base}?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { token: athletes[0]!.token });
    expect(response.status).toBe(200);
    rows.push(...z.array(playerSchema).parse(response.body));
    cursor = response.headers.get('x-next-cursor');
  } while (cursor);
  return rows;
}

describe('GET /api/players/:modalityId pages the Ranking Geral', () => {
  it('by points, then level, then account age; each position is its index in the list', async () => {
    const rows = await allPages(5);
    expect(rows.map((row) => row.ranking)).toEqual(rows.map((_, index) => index + 1));
    const truth = await ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.plays, true))
      .orderBy(sql`${users.rankingPoints} DESC`, sql`${users.rating} DESC`, asc(users.createdAt), asc(users.id));
    expect(rows.map((row) => row.id)).toEqual(truth.map((row) => row.id));
    for (let at = 1; at < rows.length; at += 1) expect(rows[at - 1]!.ranking_points).toBeGreaterThanOrEqual(rows[at]!.ranking_points);
    // The made-up athletes in their expected order: 5000 points at level 900 (older first), 5000 at 100, 4999 at 1200.
    const mine = athletes.map((athlete) => athlete.id);
    const order = rows.filter((row) => mine.includes(row.id)).map((row) => mine.indexOf(row.id));
    expect(order.slice(0, 4)).toEqual([2, 1, 0, 3]);
    // Same points, level and signup instant: id decides, and both keep distinct positions.
    const twins = rows.filter((row) => row.id === mine[4] || row.id === mine[5]);
    expect(twins.map((row) => row.id)).toEqual([mine[4], mine[5]].sort());
    expect(twins[1]!.ranking).toBe(twins[0]!.ranking + 1);
  });

  it('the player page and /me give the position the list shows', async () => {
    const rows = await allPages(50);
    for (const athlete of athletes) {
      const listed = rows.find((row) => row.id === athlete.id)!;
      const detail = await call(ctx.app, 'GET', `${base}/${athlete.id}`, { token: athlete.token });
      expect(detail.body.ranking).toBe(listed.ranking);
      const me = await call(ctx.app, 'GET', '/api/user/me', { token: athlete.token });
      expect(me.status).toBe(200);
      expect(me.body.ranking).toBe(listed.ranking);
      expect(me.body.ranking_points).toBe(listed.ranking_points);
    }
  });

  it('a search page shows each row with its Ranking Geral position', async () => {
    const rows = await allPages(50);
    const nickname = (await ctx.deps.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, athletes[3]!.id)))[0]!.nickname;
    const found = await call(ctx.app, 'GET', `${base}?search=${encodeURIComponent(nickname)}`, { token: athletes[0]!.token });
    expect(found.status).toBe(200);
    const hit = z.array(playerSchema).parse(found.body).find((row) => row.id === athletes[3]!.id)!;
    expect(hit.ranking).toBe(rows.find((row) => row.id === athletes[3]!.id)!.ranking);
  });

  it('moves with points: a player who earns more points than the leader goes first', async () => {
    await ctx.deps.db.update(users).set({ rankingPoints: 9000, rating: 0 }).where(inArray(users.id, [athletes[5]!.id]));
    const rows = await allPages(50);
    expect(rows[0]!.id).toBe(athletes[5]!.id);
    expect(rows[0]!.ranking).toBe(1);
    const detail = await call(ctx.app, 'GET', `${base}/${athletes[5]!.id}`, { token: athletes[5]!.token });
    expect(detail.body.ranking).toBe(1);
  });
});

/**
 * The plan of `query` with sequential and bitmap scans off, as the list is walked at scale, over `tables` as autovacuum
 * leaves them after this file's writes (the position's two index candidates swap with stale statistics).
 */
const orderedPlan = (query: { getSQL(): SQL }, tables: readonly string[]) => planWithout(ctx.deps.db, query, ['seqscan', 'bitmapscan'], { analyze: tables });

describe('no sort of everyone (0022_points_order.sql)', () => {
  // Enough players that reading all of them costs more than one index range: on a table of a few pages every index
  // costs the same, and the planner's pick (users_pkey on PostgreSQL 15) would say nothing about scale.
  beforeAll(async () => {
    await generateScaleData(ctx.deps.db, { users: 5_000, arenas: 0, championships: 0 });
  }, 120_000);

  it('a page after a cursor is one range of a ranking-order index, in its order', async () => {
    const page = ctx.deps.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.plays} AND (-${users.rankingPoints}, -${users.rating}, ${users.createdAt}, ${users.id}) > (-5000, -900, timestamptz '2026-01-02 10:00:00+00', '00000000-0000-4000-8000-000000000000'::uuid)`)
      .orderBy(sql`-${users.rankingPoints}`, sql`-${users.rating}`, asc(users.createdAt), asc(users.id))
      .limit(51);
    const plan = await orderedPlan(page, ['users']);
    expect(plan).toMatch(/Index (Only )?Scan using users_ranking(_search)?_idx on users/);
    expect(plan).toMatch(/Index Cond: \(ROW\(\(\(- ranking_points\)\), \(\(- rating\)\), created_at, id\) > /);
    expect(plan).not.toMatch(/Sort/);
  });

  it('a position reads the points and level counts and one index range, never sorting', async () => {
    const plan = await orderedPlan(ctx.deps.db.select({ position: positionSql }).from(users).where(eq(users.id, athletes[0]!.id)), [
      'users',
      'points_counts',
      'rating_counts',
      'rating_day_counts',
    ]);
    expect(plan).toContain('points_counts');
    expect(plan).toMatch(/Index (Only )?Scan using rating_counts_points_rating_pk on rating_counts/);
    expect(plan).toMatch(/Index (Only )?Scan using rating_day_counts_points_rating_day_pk on rating_day_counts/);
    expect(plan).toMatch(/Index (Only )?Scan using users_ranking(_search)?_idx on users same/);
    // The range starts at my points, level and signup day: only (created_at, id) in the row comparison, after the
    // equalities (all four keys in it started the range at the points alone, then read every higher level on them).
    expect(plan).toMatch(/Index Cond: \(\(\(\(- ranking_points\)\) = [^\n]*\(ROW\(created_at, id\) < /);
    expect(plan).not.toMatch(/ROW\(\(\(- ranking_points\)\), \(\(- rating\)\), created_at, id\) < ROW\(\(- /);
    expect(plan).not.toMatch(/Sort|WindowAgg/);
  });
});
