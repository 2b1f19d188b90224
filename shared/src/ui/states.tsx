import { sharedMessages } from '@areia/shared/messages';

export function LoadingState({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <p className="areia-state" role="status" aria-live="polite" data-testid="loading-state">
      {label}
    </p>
  );
}

/**
 * Stands in for a page while its remote loads: the page's frame (header, title, cards) in grey instead of a black
 * screen, the same width and height as the page so nothing jumps when it mounts, and "Carregando..." for screen readers.
 */
export function PageSkeleton({ label = sharedMessages.loading }: { label?: string }) {
  return (
    <main className="areia-page" aria-busy="true" data-testid="page-skeleton">
      <p className="areia-visually-hidden" role="status">
        {label}
      </p>
      <div className="areia-skeleton-frame" aria-hidden="true">
        <div className="areia-skeleton areia-skeleton--header" />
        <div className="areia-skeleton areia-skeleton--title" />
        <div className="areia-skeleton areia-skeleton--card" />
        <div className="areia-skeleton areia-skeleton--card" />
        <div className="areia-skeleton areia-skeleton--card" />
      </div>
    </main>
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
