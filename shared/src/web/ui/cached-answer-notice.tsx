import { useSyncExternalStore } from 'react';
import { formatTime } from '@areia/shared/core/format/format';
import { sharedMessages } from '@areia/shared/core/messages';
import { cachedAnswerAt, subscribeCachedAnswer } from '@areia/shared/web/offline/offline-cache';
import '@areia/shared/web/ui/cached-answer-notice.css';

/** "sem conexão — atualizado às HH:MM" while the data on screen is the service worker's saved copy. */
export function CachedAnswerNotice() {
  const cachedAt = useSyncExternalStore(subscribeCachedAnswer, cachedAnswerAt, () => null);
  if (!cachedAt) return null;
  return (
    <p className="areia-offline-mark" role="status" data-testid="cached-answer">
      {sharedMessages.cachedAnswer(formatTime(cachedAt))}
    </p>
  );
}
