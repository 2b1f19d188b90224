import { markNotificationsRead } from '@areia/shared/web/api/notifications';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { isPushOpenMessage, pushOpenFromLocation } from './push-rules';

/**
 * The page's half of a tapped notification (shell/sw/service-worker.ts): a window opened from one marks its aviso
 * read and drops it from the address before the router reads it; an open window told by the worker goes to the
 * aviso's screen and marks it read. Marking read needs the session, which only the page has.
 */
export function listenForPushOpens(navigate: (path: string) => void) {
  const markRead = (id: string) => {
    if (tokenStorage.getToken() === null) return;
    markNotificationsRead({ ids: [id] }).catch(() => undefined);
  };
  const opened = pushOpenFromLocation(window.location.href);
  if (opened) {
    window.history.replaceState(window.history.state, '', opened.cleanHref);
    markRead(opened.id);
  }
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (!isPushOpenMessage(event.data)) return;
    navigate(event.data.path);
    if (event.data.id) markRead(event.data.id);
  });
}
