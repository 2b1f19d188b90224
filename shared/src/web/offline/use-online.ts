import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const online = () => navigator.onLine !== false;

/**
 * Whether the device says it is online, kept current by its online/offline events. Read again once the listeners are
 * on (useSyncExternalStore does): a change between the first render and the subscription is not lost, as it is when a
 * page that loads without signal learns it only after its first paint.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
