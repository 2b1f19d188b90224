import {
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfigPatch,
} from '@areia/shared/web/config/runtime-config';
import { preloadApiClient } from '@areia/shared/web/api/client';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import '@areia/shared/web/ui/theme.css';
import type {} from '@areia/shared/web/api/boot-answers';
import { earlyConfig } from './early-config';
import { prefetchOnIntent, preloadForLocation } from './remotes/preload';
import { registerRemotesFromConfig } from './remotes/remote-registry';

/** The config index.ts started fetching; a missing or unreadable file keeps the defaults. */
async function runtimeConfig() {
  const early = earlyConfig();
  if (!early) return loadRuntimeConfig();
  const patch = await early;
  return patch && typeof patch === 'object' ? setRuntimeConfig(patch as RuntimeConfigPatch) : getRuntimeConfig();
}

/** Lets the browser run what waits (input, paint, arriving scripts) before the boot's next stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * In stages, each its own task on a slow phone instead of one long one: the config and the route's remote page
 * (its load runs on while the rest evaluates), then React, the router and the providers, then the first render
 * (itself sliced, render.tsx).
 */
async function start() {
  // index.html's boot script puts the page in its theme and follows it (boot/inline-boot.ts); the dev server's page has
  // no boot script. Not imported in production: the theme code would only add bytes to every first visit.
  if (process.env.NODE_ENV !== 'production' && !globalThis.__AREIA_BOOT__) {
    void import('@areia/shared/web/theme/apply-theme').then(({ applyStoredTheme, followThemeChanges }) => {
      applyStoredTheme();
      followThemeChanges();
    });
  }
  // A session check is coming: fetch the HTTP client alongside the runtime config instead of after it — unless
  // index.html's boot script already asked (boot/inline-boot.ts): then the first screen needs no client, and its
  // download would only compete with the remote's chunks; the first call that does need it fetches it.
  if (tokenStorage.getToken() && !globalThis.__AREIA_BOOT__) preloadApiClient();
  const config = await runtimeConfig();
  registerRemotesFromConfig(config);
  preloadForLocation(config);
  prefetchOnIntent();
  await nextTask();
  // Eager: no chunk of its own (same files as a static import), only evaluated here, in this stage's task.
  const { renderApp } = await import(/* webpackMode: "eager" */ './render');
  await nextTask();
  renderApp();
}

void start();
