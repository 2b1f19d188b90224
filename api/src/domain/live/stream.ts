import { eq } from 'drizzle-orm';
import { LIVE_TOPICS, liveEventSchema, type LiveEvent } from '@areia/shared/core/schemas/live-event';
import type { Database } from '../../platform/db/client';
import type { Db } from '../../platform/db/client';
import { championships } from '../../platform/db/schema';
import { openLiveBus, type LiveBus } from '../../platform/live/bus';
import { LIVE_CHANNEL } from './publish';

/** The payload's championship, so the bus hands it only to that championship's streams; anything else is dropped. */
export function championshipOfPayload(payload: string): string | undefined {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data.championshipId : undefined;
  } catch {
    return undefined;
  }
}

/** This instance's one listener for every championship's changes (see publishLive). */
export function openChampionshipBus(database: Pick<Database, 'listen'>): Promise<LiveBus> {
  return openLiveBus(database, LIVE_CHANNEL, championshipOfPayload);
}

/** The championship's live version, or undefined when there is no such championship. */
export async function liveVersionOf(db: Db, championshipId: string): Promise<number | undefined> {
  const [row] = await db.select({ version: championships.liveVersion }).from(championships).where(eq(championships.id, championshipId));
  return row?.version;
}

/** "Re-read everything": what a stream sends after a gap (a resumed stream behind, or a listener that was away). */
export const everythingChanged = (championshipId: string, version: number): LiveEvent => ({ championshipId, version, topics: [...LIVE_TOPICS] });
