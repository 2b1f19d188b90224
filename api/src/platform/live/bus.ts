import type { Database } from '../db/client';

/** A payload for one key, or `null`: the listener was away and may have missed some, so re-read everything. */
export type LiveMessage = string | null;
export type LiveBus = {
  subscribe: (key: string, onMessage: (message: LiveMessage) => void) => () => void;
  /** Open subscriptions, for the health of the stream and the benchmark. */
  size: () => number;
  close: () => Promise<void>;
};

/**
 * One LISTEN per instance fanned out in process: NOTIFY delivers each payload once per listening connection, so N
 * streams cost one connection and one parse per message, not N. `keyOf` reads the payload's key (an id), so each
 * message reaches only that key's subscribers.
 */
export async function openLiveBus(
  database: Pick<Database, 'listen'>,
  channel: string,
  keyOf: (payload: string) => string | undefined,
): Promise<LiveBus> {
  const subscribers = new Map<string, Set<(message: LiveMessage) => void>>();
  const deliver = (set: Set<(message: LiveMessage) => void> | undefined, message: LiveMessage) => {
    for (const onMessage of set ?? []) onMessage(message);
  };
  const unlisten = await database.listen(channel, {
    onMessage: (payload) => {
      const key = keyOf(payload);
      if (key !== undefined) deliver(subscribers.get(key), payload);
    },
    onDrop: () => {
      for (const set of subscribers.values()) deliver(set, null);
    },
  });
  return {
    subscribe: (key, onMessage) => {
      let set = subscribers.get(key);
      if (!set) subscribers.set(key, (set = new Set()));
      set.add(onMessage);
      return () => {
        set.delete(onMessage);
        if (set.size === 0 && subscribers.get(key) === set) subscribers.delete(key);
      };
    },
    size: () => {
      let total = 0;
      for (const set of subscribers.values()) total += set.size;
      return total;
    },
    close: unlisten,
  };
}
