import { sharedMessages } from '@areia/shared/messages';

export function LoadingState({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <p className="areia-state" role="status" aria-live="polite" data-testid="loading-state">
      {label}
    </p>
  );
}

export function EmptyState({ message = sharedMessages.noData }: { message?: string }) {
  return <p className="areia-state">{message}</p>;
}

/** A failed load, in red (DESIGN §5), with a forced refresh when the screen can offer one (spec §9). */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="areia-state areia-state--error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="areia-button areia-button--ghost areia-state__retry" onClick={onRetry}>
          {sharedMessages.retry}
        </button>
      )}
    </div>
  );
}

/** The guard's blank black screen while the session loads. */
export function BlankScreen() {
  return <div className="areia-blank" data-testid="session-loading" aria-busy="true" />;
}
