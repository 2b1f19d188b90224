import { eq, sql } from 'drizzle-orm';
import type { LiveEvent, LiveTopic } from '@areia/shared/core/schemas/live-event';
import { championships } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';

/** The channel every instance listens on (platform/live); payloads carry ids and a version only (NOTIFY's 8 000 bytes). */
export const LIVE_CHANNEL = 'areia_live';

/**
 * Tells every open screen of a championship that `topics` changed: bumps its live version and NOTIFYs it, in the
 * caller's transaction, so the event leaves at commit and never for a change that rolled back. Callers hold the
 * championship's row lock (platform/db/locks.ts), so versions follow the order the changes commit in.
 */
export async function publishLive(tx: Tx, championshipId: string, topics: readonly LiveTopic[]): Promise<number> {
  const [row] = await tx
    .update(championships)
    .set({ liveVersion: sql`${championships.liveVersion} + 1` })
    .where(eq(championships.id, championshipId))
    .returning({ version: championships.liveVersion });
  const version = row?.version ?? 0;
  const event: LiveEvent = { championshipId, version, topics: [...topics] };
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
  return version;
}
