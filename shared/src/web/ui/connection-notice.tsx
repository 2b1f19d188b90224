import { sharedMessages } from '@areia/shared/core/messages';

/** The server did not answer; the athlete stays signed in and can ask again. */
export function ConnectionNotice({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <div className="areia-connection" role="alert" data-testid="connection-notice">
      <p>
        <strong>{sharedMessages.noConnection}</strong> {sharedMessages.noConnectionHint}
      </p>
      <button type="button" className="areia-button areia-button--ghost" onClick={onRetry} disabled={busy} aria-busy={busy}>
        {busy ? sharedMessages.retrying : sharedMessages.retry}
      </button>
    </div>
  );
}
