import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateLimitCounters } from '../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { requestIp } from './client-ip';
import { HttpError } from './http-error';
import { messages } from './messages';

/** Failed logins per window from new devices to one account, and from each known device, before a 429. */
export const FAILED_LOGIN_LIMIT = 10;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const AUTH_IP_WINDOW_MS = 5 * 60 * 1000;
export const SIGNUP_IP_WINDOW_MS = 60 * 60 * 1000;
/** Reset e-mails asked for one address per window (known or not, so the limit reveals nothing). */
export const FORGOT_PASSWORD_LIMIT = 5;
export const FORGOT_PASSWORD_WINDOW_MS = 60 * 60 * 1000;
/** Reset attempts with a bad token per client IP per window. */
export const RESET_FAILED_LIMIT = 10;
export const RESET_FAILED_WINDOW_MS = 15 * 60 * 1000;

const windowStart = (deps: AppDeps, windowMs: number) => new Date(Math.floor(nowOf(deps).getTime() / windowMs) * windowMs);

let hitsSinceCleanup = 0;

/**
 * Counts one hit under `key` in the current fixed window and returns the window's count including it. One row per
 * key and window (`INSERT … ON CONFLICT DO UPDATE SET count = count + 1`), so refused requests add no rows.
 */
export async function hit(deps: AppDeps, key: string, windowMs: number): Promise<number> {
  const start = windowStart(deps, windowMs);
  const [row] = await deps.db
    .insert(rateLimitCounters)
    .values({ key, windowStart: start, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounters.key, rateLimitCounters.windowStart], set: { count: sql`${rateLimitCounters.count} + 1` } })
    .returning({ count: rateLimitCounters.count });
  hitsSinceCleanup += 1;
  // Windows older than an hour matter to no limit; prune now and then instead of on every call.
  if (hitsSinceCleanup >= 500) {
    hitsSinceCleanup = 0;
    await deps.db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(nowOf(deps).getTime() - 2 * 60 * 60 * 1000)));
  }
  return row!.count;
}

/** Takes back one hit (an attempt that turned out fine). */
export async function unhit(deps: AppDeps, key: string, windowMs: number): Promise<void> {
  await deps.db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart(deps, windowMs))));
}

/** Counts one hit and tells whether the key is now over `limit` in this window. */
export async function hitAndCheck(deps: AppDeps, key: string, limit: number, windowMs: number): Promise<boolean> {
  return (await hit(deps, key, windowMs)) > limit;
}

/** Counts this /api/auth call against its client IP: past AREIA_AUTH_IP_LIMIT calls in the window, a 429. */
export async function limitAuthCallsPerIp(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const limit = deps.config.authIpLimit;
  if (limit > 0 && (await hitAndCheck(deps, `auth-ip:${requestIp(c, deps)}`, limit, AUTH_IP_WINDOW_MS))) {
    throw new HttpError(429, messages.tooManyRequests);
  }
}
