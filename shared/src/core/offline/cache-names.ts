/** The service worker's cache names (shell/sw/service-worker.ts), shared with the page that clears them. */
export const CACHE_NAMES = {
  api: 'areia-api',
  entries: 'areia-entries',
  static: 'areia-static',
  media: 'areia-media',
} as const;

/** Set by the service worker on an API answer it served from its cache: when that answer was saved (ISO time). */
export const CACHED_AT_HEADER = 'x-areia-cached-at';
