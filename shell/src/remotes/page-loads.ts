import type { ComponentType } from 'react';
import type { RemoteName } from '@areia/shared/web/config/runtime-config';
import { loadRemotePage } from './remote-registry';

// Kept free of React's runtime: the boot starts the route's page from here before React is evaluated (bootstrap.tsx).
const pageLoads = new Map<string, Promise<{ default: ComponentType }>>();

/** One load per remote page and attempt; a retry is a new attempt, so a failed load is never reused. */
export function loadPage(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = pageLoads.get(key);
  if (!load) {
    load = loadRemotePage(remote, module);
    pageLoads.set(key, load);
  }
  return load;
}

/** Starts loading a page ahead of its route (boot, link intent); the route then reuses the same load. */
export function preloadRemotePage(remote: RemoteName, module: string) {
  // A failure here is shown, if ever, by the route that uses this load; unused, it must not be reported as unhandled.
  loadPage(remote, module, 0).catch(() => undefined);
}
