/** Which requests the service worker keeps, and how (shell/sw/service-worker.ts). Pure, so it is unit-tested. */

/** rspack's `[name].[contenthash:8].js|css` and asset modules' `[hash][ext]` (scripts/serve-static.mjs uses the same rule). */
const HASHED = /\.[0-9a-f]{8,}\.(?:js|mjs|css)$|\/[0-9a-f]{16,}\.[a-z0-9]+$/;
const ENTRY_FILES = /\/(?:index\.html|remoteEntry\.js|mf-manifest\.json|runtime-config\.json)$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A championship and what its tabs show; not its calendar file, sign-ups or anything else under it. */
const CHAMPIONSHIP_READ = new RegExp(`^/api/championships/${UUID}/${UUID}(?:/(?:teams|groups|games|results))?$`, 'i');
const CHAMPIONSHIP_LIST = new RegExp(`^/api/championships/${UUID}$`, 'i');
const SUMMARY = new RegExp(`^/api/summary/${UUID}$`, 'i');
/** The session check, the next game, the profile's calendar address and its modalities (PostgREST). */
const ATHLETE_READS = /^\/api\/user\/(?:me|next-game|calendar)$|^\/rest\/v1\/user_modalities$/;
/** An organizer's championship and every page of its games: the score screens open again without signal. */
const ORGANIZER_READ = new RegExp(`^/api/organizer/championships/${UUID}(?:/games)?$`, 'i');
/** A scorekeeper link's screen (the token in the path, no session): reopened without signal at the court. */
const SCOREKEEPER_READ = /^\/api\/scorekeeper\/[A-Za-z0-9_.-]+$/;
const MEDIA = /^\/media\//;

export const isHashedFile = (url: URL) => HASHED.test(url.pathname);
export const isEntryFile = (url: URL) => ENTRY_FILES.test(url.pathname);
export const isMediaFile = (url: URL) => MEDIA.test(url.pathname) && /\.(?:svg|png|jpe?g|webp|gif)$/i.test(url.pathname);

/**
 * The API reads of the screens that open without signal: the session check, the home (summary, next game), the
 * profile, the championship list's first page, a championship with its tabs, the organizer's championship with
 * its games (where scores are entered), and a scorekeeper link's games. Not a search, a later page of a list, a calendar file or anything that writes.
 */
export function isApiReadKept(url: URL): boolean {
  const path = url.pathname;
  if (CHAMPIONSHIP_READ.test(path) || ATHLETE_READS.test(path) || ORGANIZER_READ.test(path) || SCOREKEEPER_READ.test(path)) return true;
  if (SUMMARY.test(path)) return true;
  if (CHAMPIONSHIP_LIST.test(path)) {
    const params = url.searchParams;
    return !params.has('cursor') && (params.get('search') ?? '').trim() === '';
  }
  return false;
}

/**
 * The cache key of a kept API read. The home's summary is one entry whatever the position it was asked with (the
 * device moves; offline, the last counts are what there is to show).
 */
export function apiCacheKey(url: URL): string {
  return SUMMARY.test(url.pathname) ? `${url.origin}${url.pathname}` : url.href;
}

/** What the page asks the worker to fetch ahead (service-worker.ts): a remote's manifest URL and one exposed page. */
export interface WarmPage {
  manifest: string;
  module: string;
}

export const WARM_MESSAGE = 'areia:warm';

/** The pages of a warm-up message, or undefined when the message is something else. */
export function warmRequest(data: unknown): WarmPage[] | undefined {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== WARM_MESSAGE) return undefined;
  const pages = (data as { pages?: unknown }).pages;
  if (!Array.isArray(pages)) return undefined;
  return pages.filter(
    (page): page is WarmPage =>
      !!page && typeof page === 'object' && typeof (page as WarmPage).manifest === 'string' && /^https?:\/\//.test((page as WarmPage).manifest) && typeof (page as WarmPage).module === 'string',
  );
}
