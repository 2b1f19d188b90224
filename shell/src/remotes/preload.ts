import type { RuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { screens } from '@areia/shared/core/manifest';
import { bootRoutes, screenFor } from '../boot/boot-plan';
import { preloadRemotePage } from './page-loads';

// The router's own matching (react-router's matchPath, routes.ts) is not evaluated yet when the boot calls this; the
// boot script's matcher picks the same screen (boot/boot-plan.test.ts).
const routes = bootRoutes(screens);
const remoteRouteFor = (pathname: string) => screenFor(routes, pathname);

function addHint(rel: string, href: string, crossOrigin: boolean) {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  if (crossOrigin) link.crossOrigin = 'anonymous';
  document.head.appendChild(link);
}

/**
 * At boot, before the session check answers: opens the connections to the API and to the remote the URL needs, and
 * starts loading that remote's page (manifest → entry → chunks), so none of it waits for /api/user/me.
 */
export function preloadForLocation(config: RuntimeConfig, pathname = window.location.pathname) {
  const origins = new Set<string>();
  const route = remoteRouteFor(pathname);
  try {
    origins.add(new URL(config.apiUrl, window.location.href).origin);
    if (route) origins.add(new URL(config.remotes[route.remote], window.location.href).origin);
  } catch {
    // A malformed URL in the config: no hint, the loads report it.
  }
  for (const origin of origins) {
    if (origin === window.location.origin) continue;
    // The API, the manifest, the entry and the chunks are all asked with CORS: one kind of connection.
    addHint('preconnect', origin, true);
  }
  if (route) preloadRemotePage(route.remote, route.module);
}

/** Hovering, focusing or touching a link to another remote's page starts loading that page. */
export function prefetchOnIntent() {
  const onIntent = (event: Event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const route = remoteRouteFor(anchor.pathname);
    if (route) preloadRemotePage(route.remote, route.module);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
}
