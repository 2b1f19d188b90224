import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { PUSH_GROUPS, pushGroupOfKind } from '@areia/shared/core/rules/push';
import type { NoticeKind } from '@areia/shared/core/schemas/notification';
import type { PushDevice, PushKey, PushSubscriptionBody } from '@areia/shared/core/schemas/push';
import type { AppDeps, AuthUser } from '../../deps';
import { nowOf } from '../../deps';
import { pushSubscriptions } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { HttpError } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { vapidKeyringOf } from '../../platform/push/vapid-keys';

type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

const toDevice = (row: SubscriptionRow): PushDevice => ({
  id: row.id,
  endpoint: row.endpoint,
  user_agent: row.userAgent,
  groups: PUSH_GROUPS.filter((group) => row.groups.includes(group)),
  key_id: row.vapidKid,
  created_at: row.createdAt.toISOString(),
});

/** The public key devices subscribe with. */
export async function currentPushKey(deps: AppDeps): Promise<PushKey> {
  const key = await vapidKeyringOf(deps).current();
  return { public_key: key.publicKey, key_id: key.kid };
}

/** The endpoint is one of the configured push services (a host or below it): the server will post to it. */
export function pushEndpointAllowed(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * Registers this device (its endpoint) for the signed-in user and session, or updates it: the same endpoint posted
 * again (new groups, new keys after the app subscribed anew, another account signed in on the phone) is one row.
 */
export async function savePushSubscription(deps: AppDeps, auth: AuthUser, body: PushSubscriptionBody, userAgent: string | undefined): Promise<PushDevice> {
  if (!pushEndpointAllowed(body.endpoint, deps.config.pushHosts)) throw new HttpError(422, messages.pushEndpointNotAllowed);
  if (!(await vapidKeyringOf(deps).byKid(body.key_id))) throw new HttpError(409, messages.pushKeyRotated);
  const values = {
    userId: auth.id,
    sessionId: auth.sessionId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent?.slice(0, 512) ?? null,
    groups: body.groups ?? [...PUSH_GROUPS],
    vapidKid: body.key_id,
    updatedAt: nowOf(deps),
  };
  const [row] = await deps.db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: body.endpoint, createdAt: nowOf(deps) })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning();
  return toDevice(row!);
}

/** This user's devices, newest first. */
export async function listPushSubscriptions(deps: AppDeps, userId: string): Promise<PushDevice[]> {
  const rows = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt));
  return rows.map(toDevice);
}

/** The device stops receiving (only the caller's own: another account's endpoint is left alone). */
export async function removePushSubscription(deps: AppDeps, userId: string, endpoint: string): Promise<void> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The devices of these users that want avisos of this kind (their group switched on). */
export async function devicesWanting(tx: Tx, userIds: readonly string[], kind: NoticeKind): Promise<{ id: string; userId: string }[]> {
  if (userIds.length === 0) return [];
  return tx
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(and(inArray(pushSubscriptions.userId, [...userIds]), sql`${pushGroupOfKind[kind]} = ANY(${pushSubscriptions.groups})`));
}
