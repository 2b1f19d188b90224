import { tokenStorage } from '@areia/shared/web/api/token-storage';

/**
 * Scores kept on the device without signal go at app start too, not only when a score screen opens: with a session,
 * once the page is idle, the outbox's sender (its own chunk) runs and listens for the connection to return.
 */
export function sendKeptScoresAtStart(): void {
  if (!tokenStorage.getToken()) return;
  const run = () => {
    import('@areia/shared/web/offline/outbox-runtime').then(({ startOutbox }) => startOutbox()).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 10_000 });
  else setTimeout(run, 2_000);
}
