import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requeued, type OutboxItem } from '@areia/shared/core/offline/outbox-rules';
import type { SetPoints } from '@areia/shared/core/rules/score';
import { flushOutbox, startOutbox } from '@areia/shared/web/offline/outbox-runtime';
import { subscribeOutbox } from '@areia/shared/web/offline/outbox-news';
import { listOutbox, removeOutboxItem, updateOutboxItem } from '@areia/shared/web/offline/outbox-store';
import { useSession } from '@areia/shared/web/session/session-context';

export interface Outbox {
  /** The signed-in account's items; null while they load. */
  items: OutboxItem[] | null;
  /** The device's storage cannot be read: the screen works online only. */
  unavailable: boolean;
  discard(id: string): Promise<void>;
  /** Sends again now: "mine stands" after a conflict (with the server's version), or a "não enviado" resent by hand. */
  sendAgain(item: OutboxItem, sets?: SetPoints[]): Promise<void>;
}

/**
 * The outbox as a screen sees it, live across tabs. Starts the sending (once per page), and with it the page's
 * re-reading of what a batch that got through changed (sent-scores.ts), whichever screen is mounted when it lands.
 */
export function useOutbox(): Outbox {
  const client = useQueryClient();
  const userId = useSession().user?.id;
  const [items, setItems] = useState<OutboxItem[] | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!userId) return undefined;
    let live = true;
    const load = () =>
      listOutbox(userId).then(
        (list) => live && setItems(list),
        () => {
          if (!live) return;
          setUnavailable(true);
          setItems([]);
        },
      );
    void load();
    startOutbox(client);
    // A send that got no answer changed nothing in the list.
    const stop = subscribeOutbox((news) => {
      if (news.type !== 'unanswered') void load();
    });
    return () => {
      live = false;
      stop();
    };
  }, [client, userId]);

  const discard = useCallback((id: string) => removeOutboxItem(id), []);
  const sendAgain = useCallback(async (item: OutboxItem, sets?: SetPoints[]) => {
    // As a new revision, and only over the entry the person saw: a score entered again meanwhile stands and goes.
    await updateOutboxItem(item, (stored) => requeued(stored, Date.now(), sets ? { sets } : {}));
    await flushOutbox();
  }, []);
  // Without a signed-in account there is nothing of theirs to list.
  return { items: userId ? items : [], unavailable, discard, sendAgain };
}
