import { screens, type RemoteName } from '@areia/shared/core/manifest';
import { WARM_MESSAGE, type WarmPage } from './sw-routes';

/** The screens an athlete opens at the venue without signal: their files are fetched ahead of a first visit. */
export const CORE_SCREENS = ['home', 'profile', 'championships', 'championship', 'championshipDetails'] as const;

/** Asked again at most this often: every warm-up revalidates the remotes' entry files. */
export const WARM_EVERY_MS = 60 * 60 * 1000;
const WARMED_KEY = 'areia-warmed';

/** The manifest and exposed module of each core screen, for the runtime config's remotes. */
export function corePages(remotes: Partial<Record<RemoteName, string>>): WarmPage[] {
  return CORE_SCREENS.flatMap((key) => {
    const screen = screens.find((s) => s.key === key);
    const manifest = screen ? remotes[screen.remote] : undefined;
    return screen && manifest ? [{ manifest, module: screen.module }] : [];
  });
}

/** Whether a warm-up of `pages` is due, given the last one (`{ at, pages }` as stored). */
export function warmDue(last: unknown, pages: WarmPage[], now: number): boolean {
  if (!last || typeof last !== 'object') return true;
  const { at, key } = last as { at?: unknown; key?: unknown };
  return typeof at !== 'number' || key !== JSON.stringify(pages) || now - at >= WARM_EVERY_MS;
}

/**
 * Once the worker is active, and the page is idle and online, asks it to fetch the core screens' remote entries and
 * page files. Only with a session (the core screens are a signed-in athlete's): a sign-in on this page asks then.
 */
export function warmCoreScreens(
  registration: ServiceWorkerRegistration,
  remotes: Partial<Record<RemoteName, string>>,
  session: { signedIn: () => boolean; subscribe: (listener: () => void) => () => void },
) {
  const idle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 10_000 }) : setTimeout(run, 2_000));
  const ask = () => {
    if (!navigator.onLine || !registration.active) return;
    const pages = corePages(remotes);
    let last: unknown;
    try {
      last = JSON.parse(localStorage.getItem(WARMED_KEY) ?? 'null');
    } catch {
      last = undefined;
    }
    if (pages.length === 0 || !warmDue(last, pages, Date.now())) return;
    registration.active.postMessage({ type: WARM_MESSAGE, pages });
    try {
      localStorage.setItem(WARMED_KEY, JSON.stringify({ at: Date.now(), key: JSON.stringify(pages) }));
    } catch {
      // no storage: asked again next time
    }
  };
  if (session.signedIn()) {
    idle(ask);
    return;
  }
  const stop = session.subscribe(() => {
    if (!session.signedIn()) return;
    stop();
    idle(ask);
  });
}
