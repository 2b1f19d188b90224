import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jwtKeys } from '../db/schema';

export type JwtKey = { kid: string | undefined; secret: Uint8Array };

/**
 * Signing keys shared by every API instance through the database: a `current` key signs, the `previous` one still
 * verifies (tokens signed before a rotation stay valid until they expire). Each token names its key in the `kid` header.
 */
export type JwtKeyring = {
  signing: () => Promise<JwtKey>;
  /** The key for a token's `kid`, reloading from the database once when it is unknown (another instance rotated). */
  verifying: (kid: string | undefined) => Promise<Uint8Array | null>;
};

const REFRESH_MS = 60_000;
const UNKNOWN_KID_RELOAD_MS = 250;
const encoder = new TextEncoder();

/** AREIA_JWT_SECRET (or a test's key): one static key, no `kid`. */
export function staticKeyring(secret: Uint8Array): JwtKeyring {
  return {
    signing: async () => ({ kid: undefined, secret }),
    verifying: async (kid) => (kid === undefined ? secret : null),
  };
}

const newKey = () => ({ kid: randomBytes(8).toString('hex'), secret: randomBytes(48).toString('base64url') });

/**
 * Creates the first key once, however many instances start at the same time: every instance tries the same
 * `INSERT … ON CONFLICT DO NOTHING` on the `current` slot, then all read whichever row won.
 */
export async function ensureJwtKey(db: Db, legacySecret?: string): Promise<void> {
  // A secret an older version kept in its data folder becomes the first key, so tokens it signed (no kid) stay valid.
  const key = legacySecret ? { kid: LEGACY_KID, secret: legacySecret } : newKey();
  await db.insert(jwtKeys).values({ slot: 'current', ...key }).onConflictDoNothing({ target: jwtKeys.slot });
}

/** The kid of a key imported from `<data>/jwt-secret`; tokens without a kid are checked against it. */
export const LEGACY_KID = 'legacy';

/**
 * Rotation: the current key becomes the previous one (the old previous is dropped) and a new current key is created,
 * in one transaction. Instances pick it up within a minute, or at once when they see a token with the new `kid`.
 * Tokens signed with the dropped key (two rotations ago) stop working, so rotate at most once per session lifetime (7 days)
 * unless that is the point. Run with `pnpm --filter @areia/api jwt:rotate` (DATABASE_URL or AREIA_DATA_DIR as for the API).
 */
export async function rotateJwtKey(db: Db): Promise<string> {
  const key = newKey();
  await db.transaction(async (tx) => {
    // Serialises concurrent rotations.
    await tx.execute(sql`select pg_advisory_xact_lock(20260302)`);
    await tx.delete(jwtKeys).where(sql`${jwtKeys.slot} = 'previous'`);
    await tx.update(jwtKeys).set({ slot: 'previous' }).where(sql`${jwtKeys.slot} = 'current'`);
    await tx.insert(jwtKeys).values({ slot: 'current', ...key });
  });
  return key.kid;
}

export function databaseKeyring(db: Db, now: () => number = Date.now): JwtKeyring {
  let cache: { loadedAt: number; current: JwtKey; byKid: Map<string, Uint8Array> } | undefined;
  let loading: Promise<NonNullable<typeof cache>> | undefined;
  const load = () => {
    loading ??= (async () => {
      try {
        let rows = await db.select().from(jwtKeys);
        if (!rows.some((row) => row.slot === 'current')) {
          await ensureJwtKey(db);
          rows = await db.select().from(jwtKeys);
        }
        const current = rows.find((row) => row.slot === 'current')!;
        cache = {
          loadedAt: now(),
          current: { kid: current.kid, secret: encoder.encode(current.secret) },
          byKid: new Map(rows.map((row) => [row.kid, encoder.encode(row.secret)])),
        };
        return cache;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };
  const fresh = async () => (cache && now() - cache.loadedAt < REFRESH_MS ? cache : load());
  return {
    signing: async () => (await fresh()).current,
    verifying: async (headerKid) => {
      const kid = headerKid ?? LEGACY_KID;
      const loaded = await fresh();
      const known = loaded.byKid.get(kid);
      if (known) return known;
      // A kid nobody has seen (another instance rotated): reload, at most a few times a second whatever is thrown at us.
      if (now() - loaded.loadedAt < UNKNOWN_KID_RELOAD_MS) return null;
      return (await load()).byKid.get(kid) ?? null;
    },
  };
}

const keyrings = new WeakMap<object, JwtKeyring>();

/** The keyring for these deps: the static secret when one is configured, else the database's keys (one cache per db). */
export function keyringOf(deps: { db: Db; jwtSecret?: Uint8Array | undefined }): JwtKeyring {
  const owner: object = deps.jwtSecret ?? deps.db;
  let ring = keyrings.get(owner);
  if (!ring) {
    ring = deps.jwtSecret ? staticKeyring(deps.jwtSecret) : databaseKeyring(deps.db);
    keyrings.set(owner, ring);
  }
  return ring;
}
