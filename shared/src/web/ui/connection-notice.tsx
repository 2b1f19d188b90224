import { useSyncExternalStore } from 'react';
import { formatTime } from '@areia/shared/core/format/format';
import { sharedMessages } from '@areia/shared/core/messages';
import { cachedAnswerAt, subscribeCachedAnswer } from '@areia/shared/web/offline/offline-cache';

/**
 * The server did not answer; the athlete stays signed in and can ask again. The screen's one offline notice: when it
 * shows the saved copy, this says when it was saved (and the screen's own mark, CachedAnswerNotice, stays away).
 */
export function ConnectionNotice({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const cachedAt = useSyncExternalStore(subscribeCachedAnswer, cachedAnswerAt, () => null);
  return (
    <div className="areia-connection" role="alert" data-testid="connection-notice">
      <p>
        <strong>{sharedMessages.noConnection}</strong> {cachedAt ? sharedMessages.noConnectionSavedAt(formatTime(cachedAt)) : sharedMessages.noConnectionHint}
      </p>
      <button type="button" className="areia-button areia-button--ghost" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {busy ? sharedMessages.retrying : sharedMessages.retry}
      </button>
    </div>
  );
}
