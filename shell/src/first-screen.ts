import type { QueryClient } from '@tanstack/react-query';

/** The longest the first screen holds back what waits for it: a screen that keeps asking, or one that never mounts. */
export const FIRST_SCREEN_CAP_MS = 10_000;
/** An idle callback's deadline: on a busy main thread the check still comes. */
const IDLE_TIMEOUT_MS = 2_000;

/** What `firstScreenSettled` reads of the page: the window in the browser, a stand-in in tests. */
export type ScreenHost = {
  document: { readyState: DocumentReadyState };
  addEventListener: (type: 'load', listener: () => void, options: { once: true }) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
};

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Told in the commit that mounts the route's page, or the fallback in its place (remotes/boot-snapshot.ts). */
export function screenShown(): void {
  markShown();
}

/**
 * When the first screen is whole: its page is mounted, the document has loaded, and the main thread has gone idle with
 * no query in flight (checked after the idle moment, since a page starts its queries in effects after it mounts, and
 * a screen waiting on the session starts its own only once that answers); or `capMs` after the call, whichever comes
 * first. What is for later waits for it, so that its downloads do not share a phone's link with the first screen's
 * (the service worker's install and its fetch-ahead: service-worker.ts).
 */
export function firstScreenSettled(queryClient: QueryClient, host: ScreenHost = window, mounted: Promise<void> = shown, capMs = FIRST_SCREEN_CAP_MS): Promise<void> {
  let over = false;
  const idle = () =>
    new Promise<void>((resolve) => {
      if (host.requestIdleCallback) host.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else host.setTimeout(resolve, 0);
    });
  const loaded = () =>
    new Promise<void>((resolve) => {
      if (host.document.readyState === 'complete') resolve();
      else host.addEventListener('load', () => resolve(), { once: true });
    });
  const answered = () =>
    new Promise<void>((resolve) => {
      // Past the cap nothing waits for the answer: the next change of the cache unsubscribes.
      const check = () => {
        if (!over && queryClient.isFetching() > 0) return;
        stop();
        resolve();
      };
      const stop = queryClient.getQueryCache().subscribe(check);
      check();
    });
  const quiet = async () => {
    await mounted;
    await loaded();
    while (!over) {
      await idle();
      if (queryClient.isFetching() === 0) return;
      await answered();
    }
  };
  const cap = new Promise<void>((resolve) => host.setTimeout(resolve, capMs));
  return Promise.race([quiet(), cap]).then(() => {
    over = true;
  });
}
