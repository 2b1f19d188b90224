import { and, eq, sql } from 'drizzle-orm';
import { rankingSnapshots, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';
import { qualified } from './paging';

/**
 * General position (1 = best) of the `users` row in the surrounding query: rating desc, then the older account, then
 * id, so positions are unique. Players on a higher rating come from `rating_counts` (one row per rating, kept by
 * triggers); only accounts on the same rating are counted, through users_ranking_idx. Nothing sorts the table.
 */
const rating = qualified(users.rating);
export const positionSql = sql<number>`(1
  + (SELECT coalesce(sum(rc.players), 0) FROM rating_counts rc WHERE rc.rating > ${rating})
  + (SELECT count(*) FROM users same WHERE -same.rating = -${rating}
       AND (-same.rating, same.created_at, same.id) < (-${rating}, ${qualified(users.createdAt)}, ${qualified(users.id)})))::int`.mapWith(Number);

/** Number of players in the ranking, from the per-rating counts. */
export const totalPlayersSql = sql<number>`(SELECT coalesce(sum(players), 0) FROM rating_counts)::int`.mapWith(Number);

/** A user's position and the ranking's size; null for an unknown user. */
export async function rankingPosition(deps: AppDeps, userId: string): Promise<{ position: number; total: number } | null> {
  const [row] = await deps.db.select({ position: positionSql, total: totalPlayersSql }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

const snapshotTaken = new WeakMap<AppDeps, string>();

/**
 * The first ranking read of a month records everyone's position in one set-based statement. ON CONFLICT DO NOTHING
 * makes it idempotent: two instances racing both run it, and the second adds nothing.
 */
export async function ensureMonthlySnapshot(deps: AppDeps): Promise<void> {
  const month = monthKey(nowOf(deps));
  if (snapshotTaken.get(deps) === month) return;
  const [existing] = await deps.db.select({ month: rankingSnapshots.month }).from(rankingSnapshots).where(eq(rankingSnapshots.month, month)).limit(1);
  if (!existing) {
    await deps.db.execute(sql`
      INSERT INTO ranking_snapshots (month, user_id, position)
      SELECT ${month}, id, row_number() OVER (ORDER BY -rating, created_at, id) FROM users
      ON CONFLICT DO NOTHING`);
  }
  snapshotTaken.set(deps, month);
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
