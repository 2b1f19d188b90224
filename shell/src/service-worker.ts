import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { warmCoreScreens } from './offline-warmup';

/**
 * Registers the service worker once the page has loaded, so it never competes with the first paint. Start-up awaits
 * the runtime config first, by which time `load` has often fired already: then register at once. Once it is active,
 * the core screens' files are fetched ahead (offline-warmup.ts), a first visit being enough to open them offline.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
  const register = () => {
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => warmCoreScreens(registration, getRuntimeConfig().remotes, { signedIn: () => tokenStorage.getToken() !== null, subscribe: (listener) => tokenStorage.subscribe(listener) }))
      .catch((error: unknown) => {
        console.error('[areia] service worker não registrado', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
