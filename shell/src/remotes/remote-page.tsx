import { Component, createElement, Suspense, use, useLayoutEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@areia/shared/web/config/runtime-config';
import { sharedMessages } from '@areia/shared/core/messages';
import { useSession } from '@areia/shared/web/session/session-context';
import { Button } from '@areia/shared/web/ui/button';
import { PageSkeleton } from '@areia/shared/web/ui/states';
import { documentTitle, remoteUpdateMessages } from '../messages';
import { DropBootSnapshot, useDropBootSnapshot } from './boot-snapshot';
import { RemoteContractError } from './contract-check';
import { loadPage } from './page-loads';
import { resetRemote } from './remote-registry';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** The remote needs a newer shell: reloading the page fetches it (index.html is never served from a stale cache). */
function RemoteUpdated({ remote }: { remote: RemoteName }) {
  return (
    <main className="areia-page" data-testid="remote-updated" data-remote={remote}>
      <DropBootSnapshot />
      <div className="areia-state" role="alert">
        <p>{remoteUpdateMessages.updated}</p>
        <Button onClick={() => window.location.reload()}>{remoteUpdateMessages.reload}</Button>
      </div>
    </main>
  );
}

/**
 * Why the page is missing. Without signal (the device says so, or the session cannot reach the server either), how to
 * have it offline; else that it is unavailable. The session's state may arrive after the failure: this follows it.
 */
function FailedMessage() {
  const { offline } = useSession();
  return <p>{offline || !navigator.onLine ? sharedMessages.offlineUnvisited : sharedMessages.remoteUnavailable}</p>;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (error instanceof RemoteContractError) {
      console.error(`[areia] ${this.props.remote} não foi montado: ${error.message}`);
      return;
    }
    console.error(`[areia] ${this.props.remote} falhou`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    if (error instanceof RemoteContractError && error.verdict === 'remote-newer') return <RemoteUpdated remote={this.props.remote} />;
    return (
      <main className="areia-page" data-testid="remote-fallback" data-remote={this.props.remote}>
        <DropBootSnapshot />
        <div className="areia-state" role="alert">
          <FailedMessage />
          <Button variant="secondary" onClick={this.props.onRetry}>
            {sharedMessages.retry}
          </Button>
        </div>
      </main>
    );
  }
}

function RemoteModule({ remote, module, attempt }: { remote: RemoteName; module: string; attempt: number }) {
  const page = use(loadPage(remote, module, attempt)).default;
  useDropBootSnapshot();
  return createElement(page);
}

/**
 * Mounts one exposed page of a remote inside the shell's tree and names the browser tab after the route. A retry resets the runtime's cache for that remote
 * and starts a new attempt, so the remote is really fetched again.
 */
export function RemotePage({ remote, module, title }: { remote: RemoteName; module: string; title: string }) {
  const [attempt, setAttempt] = useState(0);
  // The route's title names the browser tab as soon as the route is entered; a layout effect, so it runs before the
  // page's own effects and a page that names the tab more precisely (the live page: its championship) has the last word.
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteModule remote={remote} module={module} attempt={attempt} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
