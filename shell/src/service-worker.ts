/**
 * Registers the service worker once the page has loaded, so it never competes with the first paint. Start-up awaits
 * the runtime config first, by which time `load` has often fired already: then register at once.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.error('[areia] service worker não registrado', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
