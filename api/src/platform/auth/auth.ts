import { createHmac, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { deviceTokens, passwordResetTokens, pushSubscriptions, sessions } from '../db/schema';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { nowOf } from '../../deps';
import { outerHeaders, replaceAnswer } from '../http/answer';
import { HttpError, isUuid } from '../http/http-error';
import { keyringOf } from './jwt-keys';
import { messages } from '../http/messages';
import { preparedOnce } from '../db/prepared';
import { DEVICE_TOKEN_TTL_MS } from './device-tokens';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const AUDIENCE = 'authenticated';

/** argon2id (the library's default algorithm) with the configured cost. */
export function hashPassword(deps: AppDeps, password: string): Promise<string> {
  return hash(password, { memoryCost: deps.config.argon2.memoryCost, timeCost: deps.config.argon2.timeCost, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Supabase-compatible claims so a front end written for Supabase reads the token unchanged. */
export async function signSessionToken(
  deps: AppDeps,
  claims: { userId: string; email: string; sessionId: string; expiresAt: Date },
): Promise<string> {
  const key = await keyringOf(deps).signing();
  return new SignJWT({ role: 'authenticated', email: claims.email, session_id: claims.sessionId })
    .setProtectedHeader(key.kid ? { alg: 'HS256', typ: 'JWT', kid: key.kid } : { alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(nowOf(deps).getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(key.secret);
}

export async function openSession(deps: AppDeps, user: { id: string; email: string }): Promise<string> {
  const now = nowOf(deps);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  const [session] = await purgeAndInsertSession(deps, user.id, now, expiresAt);
  return signSessionToken(deps, { userId: user.id, email: user.email, sessionId: session!.id, expiresAt });
}

/** A CTE deleting this user's password reset tokens that can no longer be used (spent or expired). */
export function deadResetTokens(deps: AppDeps, userId: string, now: Date) {
  return deps.db.$with('dead_reset_tokens').as(
    deps.db
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, userId), or(lte(passwordResetTokens.expiresAt, now), isNotNull(passwordResetTokens.usedAt))))
      .returning({ tokenHash: passwordResetTokens.tokenHash }),
  );
}

/**
 * The new session's INSERT, in the same statement as the sweep of this user's dead rows — sessions past their expiry,
 * password reset tokens used or expired, device tokens not used within DEVICE_TOKEN_TTL_MS (no longer known) —
 * so those tables hold live rows only and never grow with time. Each DELETE reads one user's rows through an index
 * on user_id (sessions_user_idx, password_reset_tokens_user_idx, device_tokens_user_idx): its cost is that
 * user's rows, whatever the tables' size; no statement ever sweeps a whole table. One round trip in all.
 */
function purgeAndInsertSession(deps: AppDeps, userId: string, now: Date, expiresAt: Date): Promise<{ id: string }[]> {
  const knownSince = new Date(now.getTime() - DEVICE_TOKEN_TTL_MS);
  return deps.db
    .with(
      deps.db.$with('dead_sessions').as(
        deps.db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now))).returning({ id: sessions.id }),
      ),
      deadResetTokens(deps, userId, now),
      deps.db.$with('stale_device_tokens').as(
        deps.db
          .delete(deviceTokens)
          .where(and(eq(deviceTokens.userId, userId), lte(deviceTokens.lastUsedAt, knownSince)))
          .returning({ tokenHash: deviceTokens.tokenHash }),
      ),
    )
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
}

/**
 * The session check every signed-in request makes, built once per database and prepared: on PostgreSQL a named
 * statement per connection (parsed and planned once), on PGlite at least Drizzle's SQL building is skipped.
 */
function prepareSessionCheck(db: AppDeps['db']) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('areia_session_check');
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url JSON object (a JWS header or JWT claims), or null. */
function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * HS256 compact JWS verification and the claim checks jose's jwtVerify made with our options (alg HS256 only, no
 * `crit`, audience required, exp/nbf/iat numbers, an exp not after now and an nbf after now refused), with node's
 * synchronous HMAC: WebCrypto's verify, which jose uses, cost about a twentieth of a signed-in read's CPU in the
 * profile (a job and a promise per request). Signing stays with jose; auth.test.ts holds both to the same answers.
 */
async function verifiedClaims(deps: AppDeps, token: string): Promise<Record<string, unknown> | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = jsonObject(encodedHeader);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
  if (header.kid !== undefined && typeof header.kid !== 'string') return null;
  const secret = await keyringOf(deps).verifying(header.kid);
  if (!secret) return null;
  const expected = createHmac('sha256', secret).update(`${encodedHeader}.${encodedPayload}`).digest();
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  const claims = jsonObject(encodedPayload);
  if (!claims) return null;
  const now = Math.floor(nowOf(deps).getTime() / 1000);
  const { aud, exp, nbf, iat } = claims;
  if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) return null;
  if (iat !== undefined && typeof iat !== 'number') return null;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return null;
  if (exp !== undefined && (typeof exp !== 'number' || exp <= now)) return null;
  return claims;
}

/** The claims of a well-signed, unexpired bearer token (no database read), or null. */
export async function verifyToken(deps: AppDeps, authorization: string | undefined): Promise<AuthUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const payload = await verifiedClaims(deps, match[1]!);
  if (!payload) return null;
  const { sub, email, session_id: sessionId } = payload;
  if (typeof sub !== 'string' || typeof sessionId !== 'string' || typeof email !== 'string') return null;
  // Ids that cannot be uuids cannot name a session: invalid token, never a database error.
  if (!isUuid(sessionId) || !isUuid(sub)) return null;
  return { id: sub, email, sessionId };
}

/** Whether the token's session is still open (not revoked, not expired): one indexed read, prepared. */
async function sessionLive(deps: AppDeps, user: AuthUser): Promise<boolean> {
  const check = preparedOnce(deps.db, 'areia_session_check', () => prepareSessionCheck(deps.db));
  const [session] = await check.execute({ sessionId: user.sessionId, userId: user.id, now: nowOf(deps) });
  return Boolean(session);
}

/** The user behind a bearer token, or null when the token is missing, tampered, expired or its session revoked. */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser | null> {
  const user = await verifyToken(deps, authorization);
  return user && (await sessionLive(deps, user)) ? user : null;
}

/**
 * The session test as a column of a read's own statement (true while the session is open), so a signed-in read costs
 * one round trip instead of two. Placeholders for prepared statements: pass `sessionParams(c, now)` with the others.
 */
export const sessionLiveSql = sql<boolean>`EXISTS (SELECT 1 FROM ${sessions} s WHERE s.id = ${sql.placeholder('sessionId')}
  AND s.user_id = ${sql.placeholder('userId')} AND s.revoked_at IS NULL AND s.expires_at > ${sql.placeholder('now')})`;

/** The same test with the request's values bound, for a statement that is not prepared. */
export const sessionLiveOf = (user: AuthUser, now: Date) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${sessions} s WHERE s.id = ${user.sessionId}::uuid
    AND s.user_id = ${user.id}::uuid AND s.revoked_at IS NULL AND s.expires_at > ${now.toISOString()}::timestamptz)`;

export const sessionParams = (c: Context<AppEnv>, now: Date) => ({ sessionId: c.var.auth.sessionId, userId: c.var.auth.id, now });

/**
 * A read that tested the session in its own statement reports the answer here: a closed session is a 401 at once (the
 * rows read with it are thrown away), an open one spares the middleware its own check.
 */
export function confirmSession(c: Context<AppEnv>, live: boolean | null | undefined): void {
  if (!live) throw new HttpError(401, messages.unauthorized);
  c.set('sessionConfirmed', true);
}

const unauthorizedAnswer = () =>
  new Response(JSON.stringify({ message: messages.unauthorized }), { status: 401, headers: { 'content-type': 'application/json' } });

/**
 * Signed-in routes. The token is verified first (no database). Then, by default, the session is checked before the
 * handler runs. With `foldReads`, a GET/HEAD handler runs first and tests the session in its own statement
 * (`sessionLiveSql` + `confirmSession`); a read that did not confirm it gets the separate check before its answer
 * leaves, replaced by a 401 if the session is closed. Reads have no side effects to undo, so a revoked session still
 * gets nothing; writes always check first. Nothing is cached: a logout counts on every instance from the next request.
 */
export function requireAuth(deps: AppDeps, options: { foldReads?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // Another requireAuth on an overlapping path already did the work for this request.
    if (c.var.sessionConfirmed) return next();
    const user = await verifyToken(deps, c.req.header('authorization'));
    if (!user) throw new HttpError(401, messages.unauthorized);
    c.set('auth', user);
    const method = c.req.method;
    if (options.foldReads && (method === 'GET' || method === 'HEAD')) {
      const outer = outerHeaders(c);
      await next();
      if (c.var.sessionConfirmed) return;
      let live: boolean;
      try {
        live = await sessionLive(deps, user);
      } catch (error) {
        // The error's answer (503…) replaces the read's whole, with none of its headers: a fresh response for the error
        // handler to write on (left undefined, Hono's c.header() in the handler threw, and the answer became a 500).
        replaceAnswer(c, new Response(null), outer);
        throw error;
      }
      if (live) {
        c.set('sessionConfirmed', true);
        return;
      }
      replaceAnswer(c, unauthorizedAnswer(), outer);
      return;
    }
    if (!(await sessionLive(deps, user))) throw new HttpError(401, messages.unauthorized);
    c.set('sessionConfirmed', true);
    await next();
  });
}

/** Signing out: the session stops working and this device's push subscription goes with it. */
export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.update(sessions).set({ revokedAt: nowOf(deps) }).where(eq(sessions.id, sessionId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
  });
}
