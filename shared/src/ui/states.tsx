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

/** A failed load, in red (DESIGN §5). */
export function ErrorState({ message }: { message: string }) {
  return (
    <p className="areia-state areia-state--error" role="alert">
      {message}
    </p>
  );
}

/** The guard's blank black screen while the session loads. */
export function BlankScreen() {
  return <div className="areia-blank" data-testid="session-loading" aria-busy="true" />;
}
