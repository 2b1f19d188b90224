/** Which requests the service worker keeps, and how (see service-worker.ts). Pure, so it is unit-tested. */

/** rspack's `[name].[contenthash:8].js|css` and asset modules' `[hash][ext]` (scripts/serve-static.mjs uses the same rule). */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|mjs|css)$|\/[0-9a-f]{16,}\.[a-z0-9]+$/;
const ENTRY_FILES = /\/(?:index\.html|remoteEntry\.js|mf-manifest\.json|runtime-config\.json)$/;
/** A championship and what its tabs show; not the calendar, the list, sign-ups or anything else of the API. */
const CHAMPIONSHIP_READ = /^\/api\/championships\/[0-9a-f-]{36}\/[0-9a-f-]{36}(?:\/(?:teams|groups|games|results))?$/i;
const MEDIA = /^\/media\//;

export const isHashedFile = (url: URL) => HASHED.test(url.pathname);
export const isEntryFile = (url: URL) => ENTRY_FILES.test(url.pathname);
export const isApiReadKept = (url: URL) => url.search === '' && CHAMPIONSHIP_READ.test(url.pathname);
export const isMediaFile = (url: URL) => MEDIA.test(url.pathname) && /\.(?:svg|png|jpe?g|webp|gif)$/i.test(url.pathname);
