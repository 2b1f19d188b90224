import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { rankingSnapshots, users } from '../../platform/db/schema';
import { createTestContext, type TestContext } from '../../test/context';
import { rankingSnapshotJob, sendMissingSnapshot } from './snapshot.job';
import { drainJobs } from '../../test/jobs';
import { hasSnapshot, monthKey, pagePositions, positionSql, previousMonthKey, type RankedRow } from './ranking';

/**
 * The general position helpers against the definition they replace: 1 + the number of players ranked above
 * (ranking points desc, level desc, created_at, id), here computed by sorting the whole table. Generated players pile
 * onto few points (most on 0, as at launch) and few levels, share signup days and even exact signup instants, so every
 * tie-break is used.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.deps.db.execute(sql`
    INSERT INTO users (email, password_hash, cpf, nickname, full_name, rating, ranking_points, created_at, updated_at)
    SELECT 'posicao' || g || '@teste.areia.app', 'unused', '8' || lpad(g::text, 10, '0'), 'Posicao' || g, 'Atleta Posição ' || g,
           CASE WHEN g % 2 = 0 THEN 0 ELSE (g % 7) * 100 END,
           -- Points cross the levels: a lower level may hold more points.
           CASE WHEN g % 3 = 0 THEN 0 ELSE (g % 5) * 150 END,
           -- Three accounts per instant, 7 minutes apart, across about ten UTC days (some exactly at midnight).
           timestamptz '2026-03-01 00:00:00+00' + (g / 3) * interval '7 minutes', now()
    FROM generate_series(1, 6000) AS g`);
  // Most of them play Vôlei; one in eight never turned it on, and is neither counted nor ranked.
  await ctx.deps.db.execute(sql`
    INSERT INTO user_modalities (user_id, modality, status)
    SELECT id, ${VOLEI_MODALITY_ID}::uuid, 'active' FROM users
    WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 8 <> 0`);
}, 120_000);
afterAll(async () => {
  await ctx.close();
});

type Truth = RankedRow & { expected: number };

/** Every player with the position the old definition gives: 1 + those above. */
async function countAbove(): Promise<Truth[]> {
  const result = await ctx.deps.db.execute(sql`
    SELECT u.id, u.ranking_points AS "rankingPoints", u.rating, u.created_at::text AS "createdKey",
           -- The order is total (id breaks every tie), so the row number is exactly 1 + the number ranked above.
           row_number() OVER (ORDER BY u.ranking_points DESC, u.rating DESC, u.created_at, u.id) AS expected
    FROM users u WHERE u.plays ORDER BY u.ranking_points DESC, u.rating DESC, u.created_at, u.id`);
  type Row = { id: string; rankingPoints: number; rating: number; createdKey: string; expected: string | number };
  return (result as unknown as { rows: Row[] }).rows.map((row) => ({
    ...row,
    rankingPoints: Number(row.rankingPoints),
    rating: Number(row.rating),
    expected: Number(row.expected),
  }));
}

async function expectPositionsMatch() {
  const truth = await countAbove();
  expect(truth.length).toBeGreaterThan(4000);
  // positionSql, row by row (/me, player detail, login).
  const rows = await ctx.deps.db.select({ id: users.id, position: positionSql }).from(users).where(eq(users.plays, true));
  const byId = new Map(rows.map((row) => [row.id, row.position]));
  expect(truth.filter((row) => byId.get(row.id) !== row.expected)).toEqual([]);
  // pagePositions: consecutive pages of the ranking and scattered pages (as a search finds them), 100 rows at most.
  const pages: Truth[][] = [];
  for (let start = 0; start < truth.length; start += 100) pages.push(truth.slice(start, start + 100));
  for (let offset = 0; offset < 37; offset += 1) pages.push(truth.filter((_, index) => index % 37 === offset).slice(0, 100));
  for (const page of pages) {
    const positions = await pagePositions(ctx.deps, page);
    expect(page.filter((row) => positions.get(row.id) !== row.expected)).toEqual([]);
  }
}

/** points_counts, rating_counts and rating_day_counts hold exactly what a GROUP BY of users gives (zero rows may linger). */
async function expectCountsInStep() {
  const query = (text: string) =>
    ctx.deps.db.execute(sql.raw(text)).then((result) => (result as unknown as { rows: { key: string; players: string | number }[] }).rows.map((row) => `${row.key}=${Number(row.players)}`));
  expect(await query(`SELECT ranking_points::text AS key, players FROM points_counts WHERE players <> 0 ORDER BY 1`)).toEqual(
    await query(`SELECT ranking_points::text AS key, count(*) AS players FROM users WHERE plays GROUP BY 1 ORDER BY 1`),
  );
  expect(await query(`SELECT ranking_points || ' ' || rating AS key, players FROM rating_counts WHERE players <> 0 ORDER BY 1`)).toEqual(
    await query(`SELECT ranking_points || ' ' || rating AS key, count(*) AS players FROM users WHERE plays GROUP BY 1 ORDER BY 1`),
  );
  expect(await query(`SELECT ranking_points || ' ' || rating || ' ' || day AS key, players FROM rating_day_counts WHERE players <> 0 ORDER BY 1`)).toEqual(
    await query(
      `SELECT ranking_points || ' ' || rating || ' ' || areia_signup_day(created_at) AS key, count(*) AS players FROM users WHERE plays GROUP BY 1 ORDER BY 1`,
    ),
  );
}

describe('general position', () => {
  it('equals 1 + the number of players ranked above, for every player, row by row and page by page', async () => {
    await expectCountsInStep();
    await expectPositionsMatch();
  });

  it('stays equal after points and levels change, signups move to another day and accounts go away', async () => {
    await ctx.deps.db.execute(sql`UPDATE users SET rating = rating + 100 WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 5 = 0`);
    await ctx.deps.db.execute(sql`UPDATE users SET ranking_points = ranking_points + 450 WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 4 = 1`);
    await ctx.deps.db.execute(sql`UPDATE users SET ranking_points = 0 WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 23 = 0`);
    await ctx.deps.db.execute(sql`UPDATE users SET rating = 0 WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 11 = 0`);
    await ctx.deps.db.execute(sql`UPDATE users SET created_at = created_at + interval '1 day 3 hours' WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 13 = 0`);
    await ctx.deps.db.execute(sql`UPDATE users SET full_name = full_name || ' Jr' WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 17 = 0`);
    await ctx.deps.db.execute(sql`DELETE FROM users WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 19 = 0`);
    await expectCountsInStep();
    await expectPositionsMatch();
  });

  it('counts an account only while its Vôlei is active: turned off, on, deleted and added again', async () => {
    const where = (mod: number) => sql`user_id IN (SELECT id FROM users WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % ${mod} = 1)`;
    await ctx.deps.db.execute(sql`UPDATE user_modalities SET status = 'inactive' WHERE ${where(7)}`);
    await expectCountsInStep();
    await ctx.deps.db.execute(sql`DELETE FROM user_modalities WHERE ${where(9)}`);
    await ctx.deps.db.execute(sql`UPDATE user_modalities SET status = 'active' WHERE ${where(14)}`);
    await expectCountsInStep();
    await ctx.deps.db.execute(sql`
      INSERT INTO user_modalities (user_id, modality, status)
      SELECT id, ${VOLEI_MODALITY_ID}::uuid, 'active' FROM users WHERE email LIKE 'posicao%' AND split_part(substring(email from 8), '@', 1)::int % 9 = 1
      ON CONFLICT DO NOTHING`);
    const flags = await ctx.deps.db.execute(sql`SELECT count(*) FILTER (WHERE u.plays IS DISTINCT FROM EXISTS (
        SELECT 1 FROM user_modalities um WHERE um.user_id = u.id AND um.modality = ${VOLEI_MODALITY_ID}::uuid AND um.status = 'active')) AS wrong
      FROM users u`);
    expect(Number((flags as unknown as { rows: { wrong: string | number }[] }).rows[0]!.wrong)).toBe(0);
    await expectCountsInStep();
    await expectPositionsMatch();
    // Four recounts and every position of 6 000 accounts: a shared machine needs more than the default 30 s.
  }, 120_000);
});

describe('monthly snapshot', () => {
  it('records every player (accounts that play) once a month and keeps only this month and the previous one', async () => {
    const monthsHeld = async () =>
      (await ctx.deps.db.selectDistinct({ month: rankingSnapshots.month }).from(rankingSnapshots).orderBy(rankingSnapshots.month)).map((row) => row.month);
    const players = (await ctx.deps.db.select({ value: count() }).from(users).where(eq(users.plays, true)))[0]!.value;
    try {
      for (const month of [0, 1, 2, 3]) {
        ctx.deps.now = () => new Date(Date.UTC(2032, 10 + month, 1, 3, 5));
        // What an instance starting in that month sends, run by the queue (each month's job once).
        await sendMissingSnapshot(ctx.deps);
        await sendMissingSnapshot(ctx.deps);
        expect(await drainJobs(ctx.jobs, ctx.deps)).toEqual([{ name: 'ranking-snapshot', data: {} }]);
      }
      // November 2032 to February 2033: the year turns, and only January and February remain.
      expect(await monthsHeld()).toEqual(['2033-01', '2033-02']);
      const february = await ctx.deps.db.select({ value: count() }).from(rankingSnapshots).where(eq(rankingSnapshots.month, '2033-02'));
      expect(february[0]!.value).toBe(players);
      // The snapshot ranks by points, then level, then account age: each player's recorded position is the live one.
      const snapshot = await ctx.deps.db.select({ id: rankingSnapshots.userId, position: rankingSnapshots.position }).from(rankingSnapshots).where(eq(rankingSnapshots.month, '2033-02'));
      const truth = new Map((await countAbove()).map((row) => [row.id, row.expected]));
      expect(snapshot.filter((row) => truth.get(row.id) !== row.position)).toEqual([]);
    } finally {
      ctx.deps.now = undefined;
    }
  });

  it('names the month before any month', () => {
    expect(previousMonthKey('2033-01')).toBe('2032-12');
    expect(previousMonthKey('2026-03')).toBe('2026-02');
    expect(previousMonthKey('2026-12')).toBe('2026-11');
  });

  it('turns the month at midnight in Brazil, not in UTC', async () => {
    const stillDecember = new Date('2026-01-01T01:00:00Z');
    const january = new Date('2026-01-01T03:30:00Z');
    expect(monthKey(stillDecember)).toBe('2025-12');
    expect(monthKey(new Date('2026-01-01T02:59:59.999Z'))).toBe('2025-12');
    expect(monthKey(january)).toBe('2026-01');
    expect(monthKey(new Date('2026-03-01T02:00:00Z'))).toBe('2026-02');
    try {
      // The job run at 22:00 of 31 December in Brazil takes December's snapshot, not January's; at 00:30 of the 1st, January's.
      ctx.deps.now = () => stillDecember;
      await rankingSnapshotJob.handler(ctx.deps, {});
      expect([await hasSnapshot(ctx.deps, '2025-12'), await hasSnapshot(ctx.deps, '2026-01')]).toEqual([true, false]);
      ctx.deps.now = () => january;
      await rankingSnapshotJob.handler(ctx.deps, {});
      expect(await hasSnapshot(ctx.deps, '2026-01')).toBe(true);
    } finally {
      ctx.deps.now = undefined;
    }
  });
});
