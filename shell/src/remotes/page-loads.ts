import type { ComponentType } from 'react';
import type { RemoteName } from '@areia/shared/web/config/runtime-config';
import { loadRemotePage } from './remote-registry';

// Kept free of React's runtime: the boot starts the route's page from here before React is evaluated (bootstrap.tsx).
const pageLoads = new Map<string, Promise<{ default: ComponentType }>>();

/**
 * A promise that carries its outcome the way React's `use` reads it (`status`, then `value` or `reason`): a page that
 * has arrived (the boot starts it, remotes/preload.ts) renders in the same commit as its route, instead of its route
 * suspending once, painting the skeleton and replacing it no sooner than 300 ms later (React's pace for content that
 * follows a fallback).
 */
function settledForUse<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** One load per remote page and attempt; a retry is a new attempt, so a failed load is never reused. */
export function loadPage(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = settledForUse(loadRemotePage(remote, module));
    pageLoads.set(key, load);
  }
  return load;
}

/** Starts loading a page ahead of its route (boot, link intent); the route then reuses the same load. */
export function preloadRemotePage(remote: RemoteName, module: string) {
  // A failure here is shown, if ever, by the route that uses this load; unused, it must not be reported as unhandled.
  loadPage(remote, module, 0).catch(() => undefined);
}
