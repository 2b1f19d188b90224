import { webcrypto } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { sessions } from '../db/schema';
import type { AppDeps, AppEnv, AuthUser } from '../deps';
import { nowOf } from '../deps';
import { HttpError, isUuid } from './http-error';
import { keyringOf } from './jwt-keys';
import { messages } from './messages';

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
  const expiresAt = new Date(nowOf(deps).getTime() + SESSION_TTL_SECONDS * 1000);
  const [session] = await deps.db.insert(sessions).values({ userId: user.id, expiresAt }).returning({ id: sessions.id });
  return signSessionToken(deps, { userId: user.id, email: user.email, sessionId: session!.id, expiresAt });
}

/**
 * The session check every signed-in request makes, built once per database and prepared: on PostgreSQL a named
 * statement per connection (parsed and planned once), on PGlite at least Drizzle's SQL building is skipped.
 */
const sessionChecks = new WeakMap<AppDeps['db'], ReturnType<typeof prepareSessionCheck>>();
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

/**
 * jose imports a raw secret as a CryptoKey on every verification (a tenth of /me's CPU in the profile): each secret is
 * imported once. Keyed by the secret's bytes object, so rotated keys simply get their own entry.
 */
const verifyingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verifyingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = verifyingKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyingKeys.set(secret, key);
  }
  return key;
}

/** The user behind a bearer token, or null when the token is missing, tampered, expired or its session revoked. */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return null;
  try {
    const ring = keyringOf(deps);
    const { payload } = await jwtVerify(match[1]!, async (header) => {
      const secret = await ring.verifying(header.kid);
      if (!secret) throw new joseErrors.JWSSignatureVerificationFailed();
      return verifyingKey(secret);
    }, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: nowOf(deps),
    });
    const sessionId = payload.session_id;
    if (typeof payload.sub !== 'string' || typeof sessionId !== 'string' || typeof payload.email !== 'string') return null;
    // Ids that cannot be uuids cannot name a session: invalid token, never a database error.
    if (!isUuid(sessionId) || !isUuid(payload.sub)) return null;
    let check = sessionChecks.get(deps.db);
    if (!check) sessionChecks.set(deps.db, (check = prepareSessionCheck(deps.db)));
    const [session] = await check.execute({ sessionId, userId: payload.sub, now: nowOf(deps) });
    if (!session) return null;
    return { id: payload.sub, email: payload.email, sessionId };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export function requireAuth(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = await authenticate(deps, c.req.header('authorization'));
    if (!user) throw new HttpError(401, messages.unauthorized);
    c.set('auth', user);
    await next();
  });
}

export async function revokeSession(deps: AppDeps, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: nowOf(deps) }).where(eq(sessions.id, sessionId));
}
