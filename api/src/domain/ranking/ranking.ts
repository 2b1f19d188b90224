import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { rankingSnapshots, users } from '../../platform/db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { qualified } from '../../platform/http/paging';
import { TIME_ZONE } from '@areia/shared/core/format/locale';

/**
 * The players ranked before (points, level, created, id) on its own points and level: the signup days before its own
 * from `rating_day_counts`, then the older accounts of its own day through users_ranking_idx. With everyone starting
 * at 0 points, one (points, level) may hold much of the table: this stays bounded by days and one day's signups
 * (0010_ranking.sql, re-keyed by 0022_points_order.sql). The comparison names only (created_at, id) after the two
 * equalities: with all four keys in it, PostgreSQL started the index range at the points alone and read every player
 * of the same points on a higher level (154 ms per row at a million players, most on 0 points; 0.09 ms this way).
 */
export const tiesBefore = (points: SQL, rating: SQL, created: SQL, id: SQL) => sql`(SELECT coalesce(sum(rd.players), 0) FROM rating_day_counts rd
       WHERE rd.ranking_points = ${points} AND rd.rating = ${rating} AND rd.day < areia_signup_day(${created}))
  + (SELECT count(*) FROM users same WHERE same.plays AND -same.ranking_points = -${points} AND -same.rating = -${rating}
       AND same.created_at >= (areia_signup_day(${created})::timestamp AT TIME ZONE 'UTC')
       AND (same.created_at, same.id) < (${created}, ${id}))`;

/** The players on more points than `points` (points_counts). */
const onMorePoints = (points: SQL) => sql`(SELECT coalesce(sum(pc.players), 0) FROM points_counts pc WHERE pc.ranking_points > ${points})`;

/** The players on `points` and a higher level than `rating` (rating_counts). */
const onHigherLevel = (points: SQL, rating: SQL) =>
  sql`(SELECT coalesce(sum(rc.players), 0) FROM rating_counts rc WHERE rc.ranking_points = ${points} AND rc.rating > ${rating})`;

/**
 * General position (1 = best) in the Ranking Geral: ranking points desc, then level (users.rating) desc, then the
 * older account, then id, so positions are unique. Players on more points come from `points_counts` (one row per
 * points value), those on equal points and a higher level from `rating_counts` (one row per points and level), the
 * rest from `tiesBefore`. Nothing sorts or counts the table.
 */
export const positionAt = (points: SQL, rating: SQL, created: SQL, id: SQL) => sql<number>`(1
  + ${onMorePoints(points)} + ${onHigherLevel(points, rating)} + ${tiesBefore(points, rating, created, id)})::int`;
export const positionSql = positionAt(
  qualified(users.rankingPoints),
  qualified(users.rating),
  qualified(users.createdAt),
  qualified(users.id),
).mapWith(Number);

/** `positionSql` for a player; 0 (the profile's "no ranking") for an account that does not play Vôlei, which no list shows. */
export const playerPositionSql = sql<number>`(CASE WHEN ${qualified(users.plays)} THEN ${positionSql} ELSE 0 END)`.mapWith(Number);

/**
 * For `pagePositionSql`, beside a CTE named `page` (with `ranking_points`, `rating`, `created_at`, `id`): for each
 * (points, level) of the page, the players on more points, from one running sum over `points_counts` (a row per points
 * value), plus those on its points and a higher level, from one range of rating_counts' key. Reading points_counts
 * whole once per points value, and summing every level of the page's points in a window (3 600 rows at a million
 * players, most of them on 0 points), cost a search page more than finding its rows.
 */
export const pagePositionCtes = sql`points_above AS MATERIALIZED (
    SELECT counted.ranking_points, counted.above
    FROM (SELECT pc.ranking_points, sum(pc.players) OVER (ORDER BY pc.ranking_points DESC) - pc.players AS above FROM points_counts pc) counted
    WHERE counted.ranking_points IN (SELECT ranking_points FROM page)
  ),
  page_above AS MATERIALIZED (
    SELECT p.ranking_points, p.rating,
      coalesce((SELECT pa.above FROM points_above pa WHERE pa.ranking_points = p.ranking_points), ${onMorePoints(sql`p.ranking_points`)})
        + ${onHigherLevel(sql`p.ranking_points`, sql`p.rating`)} AS above
    FROM (SELECT DISTINCT ranking_points, rating FROM page) p
  )`;

/** The join `pagePositionSql` reads: after `FROM page`. */
export const pagePositionJoins = sql`JOIN page_above ON page_above.ranking_points = page.ranking_points AND page_above.rating = page.rating`;

/**
 * The position of a row of a scattered page, as `positionAt` (pinned row by row in ranking.test.ts) from
 * `pagePositionCtes` and `pagePositionJoins`. (A points value missing from points_counts is read as `positionAt` reads
 * it.)
 */
export const pagePositionSql = sql<number>`(1 + page_above.above
  + ${tiesBefore(sql`page.ranking_points`, sql`page.rating`, sql`page.created_at`, sql`page.id`)})::int`;

/** Number of players in the ranking (accounts that play Vôlei), from the per-points counts. */
export const totalPlayersSql = sql<number>`(SELECT coalesce(sum(players), 0) FROM points_counts)::int`.mapWith(Number);

/** A user's position and the ranking's size; null for an unknown user. */
export async function rankingPosition(deps: AppDeps, userId: string): Promise<{ position: number; total: number } | null> {
  const [row] = await deps.db.select({ position: positionSql, total: totalPlayersSql }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** A row of a page, as the list reads it: id, points, level and created_at (text, microseconds kept). */
export type RankedRow = { id: string; rankingPoints: number; rating: number; createdKey: string };

/**
 * General positions of a page's rows (any subset of users, e.g. a search page) in one statement, each from the
 * counts as `positionSql` (same answer row by row, pinned in ranking.test.ts): a page holds at most 100 rows, and each
 * reads ranges bounded by distinct points and levels, not players.
 */
export async function pagePositions(deps: AppDeps, rows: readonly RankedRow[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const ids = `{${rows.map((row) => row.id).join(',')}}`;
  const points = `{${rows.map((row) => Math.trunc(row.rankingPoints)).join(',')}}`;
  const ratings = `{${rows.map((row) => Math.trunc(row.rating)).join(',')}}`;
  const created = `{${rows.map((row) => `"${row.createdKey}"`).join(',')}}`;
  const result = await deps.db.execute<{ id: string; position: number }>(sql`
    WITH page AS (
      SELECT * FROM unnest(${ids}::uuid[], ${points}::int[], ${ratings}::int[], ${created}::timestamptz[]) AS p(id, ranking_points, rating, created_at)
    ), ${pagePositionCtes}
    SELECT page.id, ${pagePositionSql} AS position FROM page ${pagePositionJoins}`);
  const list = (result as unknown as { rows: { id: string; position: number | string }[] }).rows;
  return new Map(list.map((row) => [row.id, Number(row.position)]));
}

const brasiliaMonth = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' });

/**
 * The month ('2026-01') of an instant as Brazil reads it: it turns at midnight in America/Sao_Paulo (03:00 UTC), not at
 * 21:00 of the last day as a UTC month would.
 */
export const monthKey = (date: Date) => {
  const parts = brasiliaMonth.formatToParts(date);
  return `${parts.find((part) => part.type === 'year')!.value}-${parts.find((part) => part.type === 'month')!.value}`;
};

/** The month before `month` ('2026-01' → '2025-12'). */
export const previousMonthKey = (month: string) => {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)) - 1;
  return index === 0 ? `${year - 1}-12` : `${year}-${String(index).padStart(2, '0')}`;
};

/** Any fixed number: the advisory lock that lets one writer take a month's snapshot while everyone else reads on. */
export const SNAPSHOT_LOCK_KEY = 20261123;

/**
 * Records everyone's Ranking Geral position (points, then level, then account age) for `month` in one set-based statement (21–36 s at a million players on PostgreSQL),
 * run by the ranking-snapshot job (domain/ranking/snapshot.job.ts), never by a read: reads see no movement until it
 * commits. Two copies of the job wait on a transaction advisory lock, and the second finds the month done.
 * ON CONFLICT DO NOTHING keeps it idempotent; the same transaction drops the months before the previous one, so the
 * table holds two months at most. True when this call wrote it.
 */
export async function takeMonthlySnapshot(deps: AppDeps, month: string): Promise<boolean> {
  if (await hasSnapshot(deps, month)) return false;
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK_KEY})`);
    // Another job may have committed it between the check above and the lock.
    if (await hasSnapshot(tx, month)) return false;
    await tx.execute(sql`
      INSERT INTO ranking_snapshots (month, user_id, position)
      SELECT ${month}, id, row_number() OVER (ORDER BY -ranking_points, -rating, created_at, id) FROM users WHERE plays
      ON CONFLICT DO NOTHING`);
    // Movement only compares with this month's snapshot; older ones would add a million rows a month at national
    // scale. The previous month stays, for an instance whose clock has not yet turned the month.
    await tx.delete(rankingSnapshots).where(lt(rankingSnapshots.month, previousMonthKey(month)));
    // Statistics for the new rows at once: until autovacuum got to it, the plan /me kept (a prepared statement) still
    // saw the table as it was, and read the month's position by scanning it — 60–100 ms per /me at a million players.
    await tx.execute(sql`ANALYZE ranking_snapshots`);
    return true;
  });
}

/** Whether `month` has its snapshot. */
export async function hasSnapshot(deps: Pick<AppDeps, 'db'> | Pick<AppDeps['db'], 'select'>, month: string): Promise<boolean> {
  const db = 'db' in deps ? deps.db : deps;
  return (await db.select({ month: rankingSnapshots.month }).from(rankingSnapshots).where(eq(rankingSnapshots.month, month)).limit(1)).length > 0;
}

/** Places gained since this month's snapshot (negative = lost); 0 for players who joined after it. */
export async function rankingChange(deps: AppDeps, userId: string, currentPosition: number): Promise<number> {
  const month = monthKey(nowOf(deps));
  const [snapshot] = await deps.db
    .select({ position: rankingSnapshots.position })
    .from(rankingSnapshots)
    .where(and(eq(rankingSnapshots.month, month), eq(rankingSnapshots.userId, userId)));
  return snapshot ? snapshot.position - currentPosition : 0;
}
