import { and, count, eq, gt, lt } from 'drizzle-orm';
import { rateLimitEvents } from '../db/schema';
import type { AppDeps } from '../deps';
import { nowOf } from '../deps';

export const FAILED_LOGIN_LIMIT = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const AUTH_IP_WINDOW_MS = 5 * 60 * 1000;

/** Sliding-window count of events under `key`, kept in PostgreSQL so every API instance sees the same numbers. */
export async function countRecent(deps: AppDeps, key: string, windowMs: number): Promise<number> {
  const since = new Date(nowOf(deps).getTime() - windowMs);
  const [row] = await deps.db
    .select({ value: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
  return row?.value ?? 0;
}

let insertsSinceCleanup = 0;

/** Records one event under `key` and returns its id (so an attempt that turns out fine can be forgotten). */
export async function recordEvent(deps: AppDeps, key: string): Promise<string> {
  const [row] = await deps.db.insert(rateLimitEvents).values({ key, createdAt: nowOf(deps) }).returning({ id: rateLimitEvents.id });
  insertsSinceCleanup += 1;
  // Old events matter to no window; prune now and then instead of on every call.
  if (insertsSinceCleanup >= 200) {
    insertsSinceCleanup = 0;
    const cutoff = new Date(nowOf(deps).getTime() - 60 * 60 * 1000);
    await deps.db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, cutoff));
  }
  return row!.id;
}

export async function forgetEvent(deps: AppDeps, id: string): Promise<void> {
  await deps.db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
}

/** Records one hit and tells whether the key is now over `limit` within the window. */
export async function hitAndCheck(deps: AppDeps, key: string, limit: number, windowMs: number): Promise<boolean> {
  await recordEvent(deps, key);
  return (await countRecent(deps, key, windowMs)) > limit;
}
