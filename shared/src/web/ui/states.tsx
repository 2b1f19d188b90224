import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { AlertIcon, InboxIcon } from '@areia/shared/web/ui/icons';

/** The shape a section has once loaded, so its skeleton takes the same place and nothing jumps when it arrives. */
export type SkeletonShape = 'list' | 'detail' | 'profile' | 'rows';

const block = (className: string, key?: number) => <span key={key} className={`areia-skeleton ${className}`} />;

function Skeleton({ shape }: { shape: SkeletonShape }) {
  switch (shape) {
    case 'detail':
      return (
        <>
          {block('areia-skeleton--banner')}
          {block('areia-skeleton--chip')}
          {block('areia-skeleton--line')}
          {block('areia-skeleton--line areia-skeleton--short')}
          {block('areia-skeleton--card')}
        </>
      );
    case 'profile':
      return (
        <>
          <span className="areia-skeleton-row">
            {block('areia-skeleton--avatar')}
            <span className="areia-skeleton-lines">
              {block('areia-skeleton--line')}
              {block('areia-skeleton--line areia-skeleton--short')}
            </span>
          </span>
          <span className="areia-skeleton-grid">{[0, 1, 2].map((i) => block('areia-skeleton--tile', i))}</span>
          {block('areia-skeleton--card')}
        </>
      );
    case 'rows':
      return <>{[0, 1, 2].map((i) => block('areia-skeleton--row', i))}</>;
    case 'list':
      return (
        <>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="areia-skeleton-row areia-skeleton-item">
              {block('areia-skeleton--thumb')}
              <span className="areia-skeleton-lines">
                {block('areia-skeleton--line')}
                {block('areia-skeleton--line areia-skeleton--short')}
              </span>
            </span>
          ))}
        </>
      );
  }
}

/**
 * A section on its way: grey blocks in the section's shape for the eye, "Carregando..." for screen readers.
 * `shape` is what the section looks like once loaded: a list of cards, a detail page, a profile, a few rows.
 */
export function LoadingState({ label = sharedMessages.loading, shape = 'list' }: { label?: string; shape?: SkeletonShape }) {
  return (
    <div className="areia-loading" role="status" aria-live="polite" data-testid="loading-state" data-shape={shape}>
      <span className="areia-visually-hidden">{label}</span>
      <span className="areia-loading__blocks" aria-hidden="true">
        <Skeleton shape={shape} />
      </span>
    </div>
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

/** The next step an empty or failed section offers: a link to another screen, or an action on this one. */
export type StateAction = { label: string; to: string; state?: unknown } | { label: string; onClick: () => void };

function StateActionControl({ action, variant }: { action: StateAction; variant: 'primary' | 'secondary' }) {
  const className = `areia-button areia-button--${variant} areia-state__action`;
  if ('to' in action) {
    return (
      <Link className={className} to={action.to} state={action.state}>
        {action.label}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={action.onClick}>
      {action.label}
    </button>
  );
}

/** Nothing to show: an icon, the spec's sentence and what to do next. */
export function EmptyState({
  message = sharedMessages.noData,
  action,
  icon,
}: {
  message?: string;
  action?: StateAction;
  icon?: ReactNode;
}) {
  return (
    <div className="areia-state" data-testid="empty-state">
      <span className="areia-state__icon" aria-hidden="true">
        {icon ?? <InboxIcon size={28} />}
      </span>
      <p>{message}</p>
      {action && <StateActionControl action={action} variant="secondary" />}
    </div>
  );
}

/**
 * A failed load, in red, with a forced refresh when the screen can offer one and otherwise
 * another way on (`action`, or the home).
 */
export function ErrorState({ message, onRetry, action }: { message: string; onRetry?: () => void; action?: StateAction }) {
  const next = action ?? (onRetry ? undefined : { label: sharedMessages.goHome, to: paths.home.href() });
  return (
    <>
      <div className="areia-state areia-state--error" role="alert">
        <span className="areia-state__icon" aria-hidden="true">
          <AlertIcon size={28} />
        </span>
        <p>{message}</p>
        {onRetry && (
          <button type="button" className="areia-button areia-button--ghost areia-state__retry" onClick={onRetry}>
            {sharedMessages.retry}
          </button>
        )}
      </div>
      {/* Beside the alert, not in it: the alert announces the failure, the link is what to do about it. */}
      {next && (
        <div className="areia-state__next">
          <StateActionControl action={next} variant="secondary" />
        </div>
      )}
    </>
  );
}

/** The guard's blank black screen while the session loads. */
export function BlankScreen() {
  return <div className="areia-blank" data-testid="session-loading" aria-busy="true" />;
}
