import { tokenStorage } from '@areia/shared/web/api/token-storage';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { warmCoreScreens } from './offline-warmup';

/**
 * Registers the service worker once the first screen is whole (`firstScreen`: first-screen.ts, asked only where a
 * worker is registered at all): its install fetches the shell's files and, once it is active, the core screens' files
 * are fetched ahead (offline-warmup.ts), a first visit being enough to open them offline. Not at the document's
 * `load`: here that comes before the route's page and its data, whose downloads the worker's would then share a
 * phone's link with.
 */
export function registerServiceWorker(firstScreen: () => Promise<void>) {
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
  void firstScreen().then(register);
}
