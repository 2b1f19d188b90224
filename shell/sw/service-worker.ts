/// <reference lib="webworker" />
// Areia's service worker (Workbox, bundled with its runtime into /sw.js at build time: no CDN, so the CSP holds).
// - The shell's own build files are precached (their list is injected by workbox-build's injectManifest).
// - Entry files (the page, remoteEntry.js, mf-manifest.json, runtime-config.json) are network-first: a new deploy of
//   the shell or of any one remote is used as soon as the network answers; the cache only serves when it does not.
// - Hashed files (shell and remotes, whatever their origin) are cache-first: a new deploy has new names.
// - Every file is kept as a readable (CORS) answer, never an opaque one: Chrome counts each opaque answer as megabytes
//   of storage quota, and an opaque answer cannot serve a later CORS request for the same file.
// - The API reads of the screens that open without signal (sw-routes.ts) are network-first with the cache as the
//   fallback, stamped with the time they were saved so the page can say "sem conexão — atualizado às HH:MM". The page
//   drops them when the session changes.
// - Asked by the page while it is idle and online, it fetches the remote entries and page files of the core screens
//   ahead of their first visit, so they open without signal too.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import { CACHE_NAMES, CACHED_AT_HEADER } from '@areia/shared/core/offline/cache-names';
import { remotePageAssets } from '../src/boot/boot-plan';
import { apiCacheKey, isApiReadKept, isEntryFile, isHashedFile, isMediaFile, warmRequest } from '../src/sw-routes';
import { OUTBOX_SEND_MESSAGE, OUTBOX_SYNC_TAG } from '@areia/shared/core/offline/outbox-rules';
import { sendOutbox } from '@areia/shared/web/offline/outbox-send';
import { outboxSenders } from '@areia/shared/web/offline/outbox-store';

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

/**
 * A file of another origin asked without CORS (a tag without `crossorigin`) is fetched with CORS: the remotes answer
 * with `Access-Control-Allow-Origin`, and the readable answer also serves the tag that asked.
 */
const askWithCors: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors' && new URL(request.url).origin !== self.location.origin
      ? new Request(request.url, { mode: 'cors', credentials: 'omit', cache: request.cache === 'only-if-cached' ? 'default' : request.cache })
      : request,
  // Left by an older worker: unreadable, and refused by any CORS request. Asked again instead.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse?.type === 'opaque' ? null : cachedResponse),
};

/** Saves an API answer with the time it was saved, readable by the page across origins. */
const stampSavedAt: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(new URL(request.url)),
  cacheWillUpdate: async ({ response }) => {
    // 204: the next game's "none" is an answer to keep too.
    if (response.status !== 200 && response.status !== 204) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    const exposed = headers.get('access-control-expose-headers');
    headers.set('access-control-expose-headers', exposed ? `${exposed}, ${CACHED_AT_HEADER}` : CACHED_AT_HEADER);
    const body = response.status === 204 ? null : await response.blob();
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  },
};

const readable = () => new CacheableResponsePlugin({ statuses: [200] });

const pageStrategy = new NetworkFirst({ cacheName: CACHE_NAMES.entries, networkTimeoutSeconds: 6, plugins: [samePage, readable()] });
const entryStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.entries,
  networkTimeoutSeconds: 6,
  plugins: [askWithCors, readable(), new ExpirationPlugin({ maxEntries: 40 })],
});
const hashedStrategy = new CacheFirst({ cacheName: CACHE_NAMES.static, plugins: [askWithCors, readable(), new ExpirationPlugin({ maxEntries: 300 })] });
const mediaStrategy = new CacheFirst({ cacheName: CACHE_NAMES.media, plugins: [askWithCors, readable(), new ExpirationPlugin({ maxEntries: 60 })] });
const apiStrategy = new NetworkFirst({ cacheName: CACHE_NAMES.api, networkTimeoutSeconds: 8, plugins: [stampSavedAt, new ExpirationPlugin({ maxEntries: 80 })] });

registerRoute(({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin, pageStrategy);
registerRoute(({ request, url }) => request.method === 'GET' && isEntryFile(url), entryStrategy);
registerRoute(({ request, url }) => request.method === 'GET' && isHashedFile(url), hashedStrategy);
registerRoute(({ request, url }) => request.method === 'GET' && isMediaFile(url), mediaStrategy);
registerRoute(({ request, url }) => request.method === 'GET' && isApiReadKept(url), apiStrategy);

/** A remote file through the strategy that serves it to pages, so it is kept the same way. */
function strategyFor(url: URL): Strategy | undefined {
  if (isEntryFile(url)) return entryStrategy;
  if (isHashedFile(url)) return hashedStrategy;
  return undefined;
}

/** The remote entries and page files of the screens the page named, fetched and kept ahead of their first visit. */
async function warm(event: ExtendableMessageEvent, pages: { manifest: string; module: string }[]) {
  const asked = new Map<string, Promise<Response | undefined>>();
  const fetchKept = (href: string) => {
    let answer = asked.get(href);
    if (!answer) {
      const strategy = strategyFor(new URL(href));
      const request = new Request(href, { mode: 'cors', credentials: 'omit', cache: 'no-cache' });
      answer = strategy ? strategy.handle({ request, event }).catch(() => undefined) : Promise.resolve(undefined);
      asked.set(href, answer);
    }
    return answer;
  };
  for (const { manifest, module } of pages) {
    if (!self.navigator.onLine) return;
    const response = await fetchKept(manifest);
    if (!response?.ok) continue;
    const json: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const { scripts, styles } = remotePageAssets(json, manifest, module);
    await Promise.all([...scripts, ...styles].map(fetchKept));
  }
}

self.addEventListener('message', (event) => {
  const pages = warmRequest(event.data);
  if (pages) event.waitUntil(warm(event, pages));
});

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

/** Opaque answers an older worker kept hold megabytes of quota each: dropped. */
async function dropOpaqueAnswers() {
  for (const name of [CACHE_NAMES.entries, CACHE_NAMES.static, CACHE_NAMES.media]) {
    if (!(await caches.has(name))) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      if ((await cache.match(request))?.type === 'opaque') await cache.delete(request);
    }
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      // Navigation preload: the page's request leaves while the worker starts up (the page strategy takes its answer).
      self.registration.navigationPreload?.enable(),
      dropOpaqueAnswers(),
    ]).catch(() => undefined),
  );
});

/**
 * Scores kept on the device without signal: sent on Background Sync when the connection returns, even with every tab
 * closed (a run that could not finish rejects, so the browser tries the sync again later), and when a page starts.
 */
function sendKeptScoresOnSync(): void {
  // The session's scores and the scorekeeper links' taps, each owner's run on its own.
  const send = () =>
    outboxSenders().then(async (senders) => {
      const runs = await Promise.all(senders.map((sender) => sendOutbox(sender)));
      if (runs.some((run) => run.stopped)) throw new Error('placares guardados: envio interrompido, nova tentativa depois');
    });
  self.addEventListener('sync', (event) => {
    const sync = event as ExtendableEvent & { tag?: string };
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(send());
  });
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === OUTBOX_SEND_MESSAGE) event.waitUntil(send().catch(() => undefined));
  });
}
sendKeptScoresOnSync();
