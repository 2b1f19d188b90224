import { and, eq, gt } from 'drizzle-orm';
import { DEVICE_TOKEN_PATTERN } from '@areia/shared/core/schemas/auth';
import { deviceTokens, users } from '../db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { hashSecretToken, newSecretToken } from './secret-token';

/** A device that has not signed in for this long counts as new again (and its row is swept at the next login). */
export const DEVICE_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;

export type LoginAccount = {
  id: string;
  email: string;
  passwordHash: string;
  /** The hash of the device token sent, when it is a live token of this account; null for a new or unknown device. */
  knownDevice: string | null;
};

/**
 * The account behind `email` and whether `device` is one of its live device tokens, in one statement. A token of the
 * wrong shape is not looked up; one that is forged, revoked, expired or another account's matches no row.
 */
export async function loginAccount(deps: AppDeps, email: string, device: string | undefined): Promise<LoginAccount | undefined> {
  const hash = device !== undefined && DEVICE_TOKEN_PATTERN.test(device) ? hashSecretToken(device) : null;
  const since = new Date(nowOf(deps).getTime() - DEVICE_TOKEN_TTL_MS);
  const columns = { id: users.id, email: users.email, passwordHash: users.passwordHash };
  if (!hash) {
    const [row] = await deps.db.select(columns).from(users).where(eq(users.email, email));
    return row && { ...row, knownDevice: null };
  }
  const [row] = await deps.db
    .select({ ...columns, knownDevice: deviceTokens.tokenHash })
    .from(users)
    .leftJoin(deviceTokens, and(eq(deviceTokens.tokenHash, hash), eq(deviceTokens.userId, users.id), gt(deviceTokens.lastUsedAt, since)))
    .where(eq(users.email, email));
  return row;
}

/**
 * After a successful login: the device's token, the one it sent when the account knows it (its last use moved on),
 * else a new one stored by its hash only.
 */
export async function rememberDevice(deps: AppDeps, userId: string, knownDevice: string | null, sent: string | undefined): Promise<string> {
  const now = nowOf(deps);
  if (knownDevice && sent) {
    await deps.db.update(deviceTokens).set({ lastUsedAt: now }).where(eq(deviceTokens.tokenHash, knownDevice));
    return sent;
  }
  const token = newSecretToken();
  await deps.db.insert(deviceTokens).values({ tokenHash: hashSecretToken(token), userId, createdAt: now, lastUsedAt: now });
  return token;
}
