import { useContext, useSyncExternalStore } from 'react';
import { formatTime } from '@areia/shared/core/format/format';
import { sharedMessages } from '@areia/shared/core/messages';
import { cachedAnswerAt, subscribeCachedAnswer } from '@areia/shared/web/offline/offline-cache';
import { SessionContext } from '@areia/shared/web/session/session-context';
import '@areia/shared/web/ui/cached-answer-notice.css';

/**
 * "sem conexão — atualizado às HH:MM" while the data on screen is the service worker's saved copy — unless the
 * session's connection notice is up: it already says the data is the saved copy, and a screen has one offline notice.
 */
export function CachedAnswerNotice() {
  const cachedAt = useSyncExternalStore(subscribeCachedAnswer, cachedAnswerAt, () => null);
  const offline = useContext(SessionContext)?.offline ?? false;
  if (!cachedAt || offline) return null;
  return (
    <p className="areia-offline-mark" role="status" data-testid="cached-answer">
      {sharedMessages.cachedAnswer(formatTime(cachedAt))}
    </p>
  );
}
