import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@areia/shared/config/runtime-config';
import { sharedMessages } from '@areia/shared/messages';
import { Button } from '@areia/shared/ui/button';
import { LoadingState } from '@areia/shared/ui/states';
import { loadRemotePage, resetRemote } from './remote-registry';

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[areia] ${this.props.remote} falhou`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="areia-page" data-testid="remote-fallback" data-remote={this.props.remote}>
        <div className="areia-state" role="alert">
          <p>{sharedMessages.remoteUnavailable}</p>
          <Button variant="secondary" onClick={this.props.onRetry}>
            {sharedMessages.retry}
          </Button>
        </div>
      </main>
    );
  }
}

/**
 * Mounts one exposed page of a remote inside the shell's tree. A rejected lazy import stays rejected, so a retry
 * builds a fresh lazy component (new attempt number) after resetting the runtime's cache for that remote.
 */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo<ComponentType>(
    () => lazy(() => loadRemotePage(remote, module)),
    // attempt is the reason to rebuild the lazy component
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  const retry = () => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
