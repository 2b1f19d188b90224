import { OUTBOX_SEND_MESSAGE } from '@areia/shared/core/offline/outbox-rules';
import { tokenStorage } from '@areia/shared/web/api/token-storage';

/**
 * Scores kept on the device without signal go at app start too, not only when a score screen opens: with a session,
 * the service worker is asked to send them (it holds the sender, so the page loads none of it on start).
 */
export function sendKeptScoresAtStart(): void {
  if (!('serviceWorker' in navigator) || !tokenStorage.getToken()) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: OUTBOX_SEND_MESSAGE })).catch(() => undefined);
}
