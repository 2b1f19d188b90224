import { localRuntimeConfig, type RemoteName } from '@areia/shared/core/manifest';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';

/**
 * What the inline boot script (inline-boot.ts) starts for an address before any bundle arrives. Kept free of React,
 * the router and the API client: it is bundled into index.html.
 */

/** A screen's route as a regular expression (react-router's `:param` segments, each captured; an optional trailing slash). */
export function routePattern(path: string): RegExp {
  const body = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '' : body.replace(/\/$/, '')}/?$`, 'i');
}

/** What the boot script knows of a screen (the route manifest's screens, compacted by boot-preload.mjs). */
export interface BootRoute {
  key: string;
  /** `routePattern(path).source` */
  pattern: string;
  remote: RemoteName;
  module: string;
  protected: boolean;
}

export function bootRoutes(screens: readonly { key: string; path: string; remote: RemoteName; module: string; protected: boolean }[]): BootRoute[] {
  return screens.map((s) => ({ key: s.key, pattern: routePattern(s.path).source, remote: s.remote, module: s.module, protected: s.protected }));
}

/** The screen that answers a path: the first that matches, as the shell's router and preload pick it. */
export function screenFor(routes: readonly BootRoute[], pathname: string): BootRoute | undefined {
  return routes.find((route) => new RegExp(route.pattern, 'i').test(pathname));
}

/** Screens a signed-in athlete skips on the way to the home (shell/src/router.tsx). */
const SIGNED_OUT_ONLY = new Set<string>(['landing', 'login', 'register']);

/** The session check every visit with a stored token makes first (shared/src/web/session/me-query.ts). */
export const ME_PATH = '/api/user/me';

/** The athlete's next game (shared/src/web/api/calendar.ts): the session's own, no id in the path. */
export const NEXT_GAME_PATH = '/api/user/next-game';

/** The athlete's result of the last day (shared/src/web/api/results.ts): the home waits for it as for the next game. */
export const LAST_RESULT_PATH = '/api/user/last-result';

/** Whether the athlete is in a team of a championship (shared/src/web/api/championships.ts `inAnyTeam`). */
export const IN_ANY_TEAM_PATH = `/api/championships/${VOLEI_MODALITY_ID}?limit=1&filter=registered`;

/** The unread avisos of the signed-in header's bell (shared/src/web/api/notifications.ts), on every protected screen. */
export const UNREAD_PATH = '/api/notifications/unread';

/**
 * The calls a screen makes before any interaction, as its queries ask them (the tests compare these with the real
 * fetch functions): the home's summary without a position, what the home waits for before it lays out its cards
 * (mfe-profile's home-page.tsx: the athlete's next game, their last result, whether they are in a team) and what its
 * cards ask as they appear (shares due, invitations, "Jogar" without a position); the championship list's first page.
 * Asked by the cards once the page has painted, each came one preflight and one request after the largest paint.
 */
export const FIRST_CALLS: Record<string, readonly BootCall[] | undefined> = {
  home: [
    { path: `/api/summary/${VOLEI_MODALITY_ID}`, withoutPosition: true },
    { path: NEXT_GAME_PATH },
    { path: LAST_RESULT_PATH },
    { path: IN_ANY_TEAM_PATH },
    { path: '/api/payments/due' },
    { path: '/api/invitations?limit=50' },
    { path: '/api/user/play', withoutPosition: true },
  ],
  // The list's first cards load their image at once (championships-page.tsx, EAGER_CARDS): the largest paint.
  championships: [{ path: `/api/championships/${VOLEI_MODALITY_ID}?limit=50&filter=current`, images: { rows: 3, fields: ['banner_url', 'logo'] } }],
  // `:id` is the address's own (routePattern captures it). A championship's banner (or logo) is its page's largest
  // paint (championship-page.tsx).
  championship: [
    { path: `/api/championships/${VOLEI_MODALITY_ID}/:id`, images: { rows: 1, fields: ['banner_url', 'logo'] } },
    { path: `/api/championships/${VOLEI_MODALITY_ID}/:id/teams` },
    { path: `/api/championships/${VOLEI_MODALITY_ID}/:id/waitlist` },
    // The caller's share of the fee (mfe-championships' payment-section.tsx), 404 when nothing is owed.
    { path: `/api/championships/${VOLEI_MODALITY_ID}/:id/payment` },
  ],
  // The player, and their championships' history the page shows under them once the player has come.
  player: [{ path: `/api/players/${VOLEI_MODALITY_ID}/:id` }, { path: `/api/players/${VOLEI_MODALITY_ID}/:id/history?limit=50` }],
};

export interface BootCall {
  path: string;
  /** Only when the device will not give its position at once (the screen then asks without one). */
  withoutPosition?: boolean;
  /** Images the screen shows first, from the answer's first rows (or the answer, one object): the first of `fields` that is set. */
  images?: { rows: number; fields: string[] };
}

/**
 * The images an answer's first rows will show (BootCall.images), to be fetched before the screen renders; an answer
 * that is one object (a detail) is one row.
 */
export function answerImages(data: unknown, images: BootCall['images']): string[] {
  if (!images || !data || typeof data !== 'object') return [];
  const rows: unknown[] = Array.isArray(data) ? data : [data];
  const urls: string[] = [];
  for (const row of rows.slice(0, images.rows)) {
    if (!row || typeof row !== 'object') continue;
    const url = images.fields.map((field) => (row as Record<string, unknown>)[field]).find((value) => typeof value === 'string' && value !== '');
    if (typeof url === 'string') urls.push(url);
  }
  return urls;
}

export interface BootConfig {
  apiUrl: string;
  remotes: Record<string, string>;
}

/** runtime-config.json over the local defaults, as shared/src/web/config/runtime-config.ts merges it. */
export function mergeBootConfig(patch: unknown): BootConfig {
  const defaults = localRuntimeConfig();
  const file = (patch && typeof patch === 'object' ? patch : {}) as Partial<BootConfig>;
  return { ...defaults, ...file, remotes: { ...defaults.remotes, ...(file.remotes ?? {}) } };
}

export interface BootPlan {
  /** The remote page to fetch now: its manifest URL and exposed module. */
  remote?: { name: string; manifest: string; module: string };
  /** API paths to GET now with the stored token. */
  calls: BootCall[];
}

/**
 * A page the visitor will really see: a protected screen only with a token (without one the guard sends them to the
 * login), a signed-out screen only without one (with one they go on to the home); data only with a token and an
 * address without a query (a search or a filter asks something else).
 */
export function bootPlan(
  routes: readonly BootRoute[],
  location: { pathname: string; search: string },
  signedIn: boolean,
  config: BootConfig,
): BootPlan {
  const screen = screenFor(routes, location.pathname);
  const calls: BootPlan['calls'] = signedIn ? [{ path: ME_PATH }] : [];
  if (!screen) return { calls };
  const shown = screen.protected ? signedIn : !(signedIn && SIGNED_OUT_ONLY.has(screen.key));
  if (!shown) return { calls };
  if (signedIn && screen.protected) calls.push({ path: UNREAD_PATH });
  const first = FIRST_CALLS[screen.key];
  const id = new RegExp(screen.pattern, 'i').exec(location.pathname)?.[1];
  const withId = (call: BootCall): BootCall => (id === undefined ? call : { ...call, path: call.path.replace(':id', id) });
  if (signedIn && first && location.search === '') calls.push(...first.map(withId));
  const manifest = config.remotes[screen.remote];
  return { remote: manifest ? { name: screen.remote, manifest, module: screen.module } : undefined, calls };
}

interface ManifestShape {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/**
 * What a remote page needs before it can render, from its mf-manifest.json: the remote's entry and the exposed
 * module's own scripts and stylesheets, as absolute URLs (`publicPath: 'auto'` is the manifest's folder).
 */
export function remotePageAssets(manifest: unknown, manifestUrl: string, module: string): { scripts: string[]; styles: string[] } {
  const shape = (manifest && typeof manifest === 'object' ? manifest : {}) as ManifestShape;
  const publicPath = shape.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl);
  const at = (file: string) => new URL(file, base).href;
  const scripts: string[] = [];
  const entry = shape.metaData?.remoteEntry;
  if (entry?.name) scripts.push(at(entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name));
  const expose = shape.exposes?.find((e) => e.name === module || e.path === `./${module}`);
  scripts.push(...(expose?.assets?.js?.sync ?? []).map(at));
  return { scripts, styles: (expose?.assets?.css?.sync ?? []).map(at) };
}
