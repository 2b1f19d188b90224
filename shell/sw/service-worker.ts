/// <reference lib="webworker" />
// Areia's service worker (Workbox, bundled with its runtime into /sw.js at build time: no CDN, so the CSP holds).
// - The shell's own build files are precached (their list is injected by workbox-build's injectManifest).
// - Entry files (the page, remoteEntry.js, mf-manifest.json, runtime-config.json) are network-first: a new deploy of
//   the shell or of any one remote is used as soon as the network answers; the cache only serves when it does not.
// - Hashed files (shell and remotes) are cache-first: a new deploy has new names, so they can never be stale.
// - A championship's API answers (detail, teams, groups, games, results) are network-first with the cache as the
//   fallback, stamped with the time they were saved so the page can say "sem conexão — atualizado às HH:MM". Nothing
//   else of the API is kept (no auth calls, no profile); the page drops this cache when the session changes.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, CACHED_AT_HEADER } from '../../shared/src/core/offline/cache-names';
import { isApiReadKept, isEntryFile, isHashedFile, isMediaFile } from '../src/sw-routes';
import { OUTBOX_SYNC_TAG } from '../../shared/src/core/offline/outbox-rules';
import { sendOutbox } from '../../shared/src/web/offline/outbox-send';
import { outboxSender } from '../../shared/src/web/offline/outbox-store';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Every route of the app is the same page: one cache entry for all of them. */
const PAGE_KEY = '/index.html';
const samePage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => (request.mode === 'navigate' ? new URL(PAGE_KEY, self.location.origin).href : request.url),
};

/** Saves an API answer with the time it was saved, readable by the page across origins. */
const stampSavedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    const exposed = headers.get('access-control-expose-headers');
    headers.set('access-control-expose-headers', exposed ? `${exposed}, ${CACHED_AT_HEADER}` : CACHED_AT_HEADER);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin,
  new NetworkFirst({ cacheName: CACHE_NAMES.entries, networkTimeoutSeconds: 6, plugins: [samePage, new CacheableResponsePlugin({ statuses: [200] })] }),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && isEntryFile(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.entries, networkTimeoutSeconds: 6, plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 40 })] }),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && isHashedFile(url),
  new CacheFirst({ cacheName: CACHE_NAMES.static, plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && isMediaFile(url),
  new CacheFirst({ cacheName: CACHE_NAMES.media, plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ request, url }) => request.method === 'GET' && isApiReadKept(url),
  new NetworkFirst({ cacheName: CACHE_NAMES.api, networkTimeoutSeconds: 8, plugins: [stampSavedAt, new ExpirationPlugin({ maxEntries: 60 })] }),
);

// The page that is open when a new worker takes over still runs the old code: its next navigation gets the new one.
self.addEventListener('install', (event) => {
  // The page itself, so an offline reload opens even if this worker arrived after the page was loaded.
  event.waitUntil(
    caches
      .open(CACHE_NAMES.entries)
      .then((cache) => cache.add(new Request(new URL(PAGE_KEY, self.location.origin).href, { cache: 'no-cache' })))
      .catch(() => undefined),
  );
});

/**
 * Background Sync: scores kept on the device without signal are sent when the connection returns, even with every tab
 * closed. A run that could not finish rejects, so the browser tries the sync again later.
 */
function sendKeptScoresOnSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      outboxSender().then(async (sender) => {
        if (!sender) return;
        const run = await sendOutbox(sender);
        if (run.stopped) throw new Error('placares guardados: envio interrompido, nova tentativa depois');
      }),
    );
  });
}
sendKeptScoresOnSync();
