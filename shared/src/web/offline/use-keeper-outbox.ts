import { useCallback, useEffect, useRef, useState } from 'react';
import { KEEPER_OWNER, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import { startKeeperOutbox } from '@areia/shared/web/offline/outbox-runtime';
import { subscribeOutbox } from '@areia/shared/web/offline/outbox-news';
import { listOutbox, removeOutboxItem } from '@areia/shared/web/offline/outbox-store';

export interface KeeperOutbox {
  /** This link's waiting, refused or conflicting entries; null while they load. */
  items: OutboxItem[] | null;
  /** The device's storage cannot be read: the screen sends each tap directly. */
  unavailable: boolean;
  /**
   * The last send got no answer (bars but no data, or no server), until something gets through or the device comes
   * back online: what waits is kept on the device, not on its way.
   */
  unanswered: boolean;
  /** Reads the list again now (after this page queued something: a tab without BroadcastChannel hears no news). */
  reload(): Promise<void>;
  discard(id: string): Promise<void>;
}

/**
 * The scorekeeper links' part of the score outbox, as the screen of one link sees it (/placar/:token): starts the
 * sending (once per page) and lists the link's entries live across tabs; `onSent` runs when some got through.
 */
export function useKeeperOutbox(linkToken: string, onSent: () => void): KeeperOutbox {
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [unanswered, setUnanswered] = useState(false);
  // The current link's reader, for `reload` and `discard` (set by the effect that reads the list).
  const reader = useRef<() => Promise<void>>(() => Promise.resolve());
  // The latest callback without resubscribing when the page passes a new one each render.
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });

  useEffect(() => {
    let live = true;
    const read = () =>
      listOutbox(KEEPER_OWNER).then(
        (list) => {
          if (live) setItems(list.filter((item) => item.linkToken === linkToken));
        },
        () => {
          if (!live) return;
          setUnavailable(true);
          setItems([]);
        },
      );
    reader.current = read;
    void read();
    startKeeperOutbox();
    const stop = subscribeOutbox((news) => {
      if (news.type === 'unanswered') {
        setUnanswered(true);
        return;
      }
      void read();
      if (news.type === 'sent') {
        setUnanswered(false);
        onSentRef.current();
      }
    });
    // The outbox sends again at once (outbox-runtime.ts): it is on its way until that send says otherwise.
    const back = () => setUnanswered(false);
    window.addEventListener('online', back);
    return () => {
      live = false;
      stop();
      window.removeEventListener('online', back);
    };
  }, [linkToken]);

  const reload = useCallback(() => reader.current(), []);
  const discard = useCallback(async (id: string) => {
    await removeOutboxItem(id);
    await reader.current();
  }, []);
  return { items, unavailable, unanswered, reload, discard };
}
