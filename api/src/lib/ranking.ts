import { asc, desc, eq } from 'drizzle-orm';
import { rankingSnapshots, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';

export type Positions = { positions: Map<string, number>; total: number };

/** Position by rating among all players (1 = best); ties go to the older account so positions are unique. */
export async function rankingPositions(deps: AppDeps): Promise<Positions> {
  const rows = await deps.db.select({ id: users.id }).from(users).orderBy(desc(users.rating), asc(users.createdAt), asc(users.id));
  return { positions: new Map(rows.map((row, index) => [row.id, index + 1])), total: rows.length };
}

export const monthKey = (date: Date) => date.toISOString().slice(0, 7);

const snapshotTaken = new WeakMap<AppDeps, string>();

/** The first ranking read of a month records everyone's position; later reads compare against it. */
export async function ensureMonthlySnapshot(deps: AppDeps, current?: Positions): Promise<void> {
  const month = monthKey(nowOf(deps));
  if (snapshotTaken.get(deps) === month) return;
  const [existing] = await deps.db.select({ month: rankingSnapshots.month }).from(rankingSnapshots).where(eq(rankingSnapshots.month, month)).limit(1);
  if (!existing) {
    const { positions } = current ?? (await rankingPositions(deps));
    const rows = [...positions].map(([userId, position]) => ({ month, userId, position }));
    if (rows.length > 0) await deps.db.insert(rankingSnapshots).values(rows).onConflictDoNothing();
  }
  snapshotTaken.set(deps, month);
}

/** Places gained since this month's snapshot (negative = lost); 0 for players who joined after it. */
export async function rankingChange(deps: AppDeps, userId: string, currentPosition: number): Promise<number> {
  const month = monthKey(nowOf(deps));
  const rows = await deps.db.select({ position: rankingSnapshots.position, userId: rankingSnapshots.userId, month: rankingSnapshots.month }).from(rankingSnapshots).where(eq(rankingSnapshots.userId, userId));
  const snapshot = rows.find((row) => row.month === month);
  return snapshot ? snapshot.position - currentPosition : 0;
}
