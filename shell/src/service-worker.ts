/** Registers the service worker after load so it never competes with the first paint. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('[areia] service worker não registrado', error);
    });
  });
}
