import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { vapidKeys } from '../db/schema';

/** A VAPID key pair, base64url as the Push API and web-push take them (P-256; the public key uncompressed). */
export type VapidKey = { kid: string; publicKey: string; privateKey: string };

export type VapidKeyring = {
  /** The key new subscriptions are made with: the app hands its public key to PushManager.subscribe. */
  current: () => Promise<VapidKey>;
  /** The key a subscription was made with (current or previous); null once it was rotated out twice. */
  byKid: (kid: string) => Promise<VapidKey | null>;
};

const REFRESH_MS = 60_000;

const newKey = (): VapidKey => ({ kid: randomBytes(8).toString('hex'), ...webpush.generateVAPIDKeys() });

/**
 * Creates the first key pair once, however many instances start together (the same guarded insert as the JWT keys,
 * platform/auth/jwt-keys.ts). Kept in the database: the PGlite data folder, or the PostgreSQL server every instance shares.
 */
export async function ensureVapidKey(db: Db): Promise<void> {
  await db.insert(vapidKeys).values({ slot: 'current', ...newKey() }).onConflictDoNothing({ target: vapidKeys.slot });
}

/**
 * Rotation: the current pair becomes the previous one (the old previous is dropped) and a new pair signs from now on.
 * A device keeps its subscription and is pushed with the key it subscribed with until the app, seeing a new public key
 * (GET /api/push/key), subscribes again; devices still on the dropped key get nothing until then. Run with
 * `pnpm --filter @areia/api vapid:rotate` (DATABASE_URL or AREIA_DATA_DIR as for the API).
 */
export async function rotateVapidKey(db: Db): Promise<string> {
  const key = newKey();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(20261128)`);
    await tx.delete(vapidKeys).where(sql`${vapidKeys.slot} = 'previous'`);
    await tx.update(vapidKeys).set({ slot: 'previous' }).where(sql`${vapidKeys.slot} = 'current'`);
    await tx.insert(vapidKeys).values({ slot: 'current', ...key });
  });
  return key.kid;
}

function databaseVapidKeyring(db: Db): VapidKeyring {
  let cache: { loadedAt: number; rows: (VapidKey & { slot: string })[] } | undefined;
  const load = async () => {
    let rows = await db.select().from(vapidKeys);
    if (!rows.some((row) => row.slot === 'current')) {
      await ensureVapidKey(db);
      rows = await db.select().from(vapidKeys);
    }
    cache = { loadedAt: Date.now(), rows };
    return cache;
  };
  // The wall clock on purpose: a cache's age is this process's business, not the app's (tests move that one).
  const fresh = async () => (cache && Date.now() - cache.loadedAt < REFRESH_MS ? cache : load());
  const pick = (rows: (VapidKey & { slot: string })[], kid: string) => rows.find((row) => row.kid === kid);
  const strip = (row: VapidKey & { slot: string }): VapidKey => ({ kid: row.kid, publicKey: row.publicKey, privateKey: row.privateKey });
  return {
    current: async () => strip((await fresh()).rows.find((row) => row.slot === 'current')!),
    byKid: async (kid) => {
      const known = pick((await fresh()).rows, kid) ?? pick((await load()).rows, kid);
      return known ? strip(known) : null;
    },
  };
}

const keyrings = new WeakMap<Db, VapidKeyring>();

/** One keyring (one cache) per database. */
export function vapidKeyringOf(deps: { db: Db }): VapidKeyring {
  let ring = keyrings.get(deps.db);
  if (!ring) {
    ring = databaseVapidKeyring(deps.db);
    keyrings.set(deps.db, ring);
  }
  return ring;
}
