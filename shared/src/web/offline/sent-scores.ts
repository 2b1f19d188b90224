import type { QueryClient } from '@tanstack/react-query';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { subscribeOutbox } from '@areia/shared/web/offline/outbox-news';

/**
 * Once per page, from the first screen that keeps scores (outbox-runtime.ts): when scores kept on the device get
 * through (sent by this page, another tab or the service worker), the screens of their championships are read again.
 * A screen's own listener would miss a batch that lands while it mounts again, and its answers, read from the
 * worker's cache a moment before, would still count as fresh; an invalidated query is read again when next shown.
 */
export function refreshOnSentScores(client: QueryClient): () => void {
  return subscribeOutbox((news) => {
    if (news.type !== 'sent') return;
    for (const id of news.championshipIds) {
      void client.invalidateQueries({ queryKey: queryKeys.organizer.detail(id) });
      for (const key of [queryKeys.championships.games, queryKeys.championships.groups, queryKeys.championships.results]) {
        void client.invalidateQueries({ queryKey: key(VOLEI_MODALITY_ID, id) });
      }
    }
  });
}
