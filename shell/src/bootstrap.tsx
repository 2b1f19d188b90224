import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfigPatch,
} from '@areia/shared/config/runtime-config';
import { preloadApiClient } from '@areia/shared/api/client';
import { tokenStorage } from '@areia/shared/api/token-storage';
import { AppProviders } from '@areia/shared/providers/app-providers';
import '@areia/shared/ui/theme.css';
import type {} from '@areia/shared/api/boot-answers';
import { earlyConfig } from './early-config';
import { prefetchOnIntent, preloadForLocation } from './remotes/preload';
import { registerRemotesFromConfig } from './remotes/remote-registry';
import { createAppRouter } from './router';
import { registerServiceWorker } from './service-worker';

/** The config index.ts started fetching; a missing or unreadable file keeps the defaults. */
async function runtimeConfig() {
  const early = earlyConfig();
  if (!early) return loadRuntimeConfig();
  const patch = await early;
  return patch && typeof patch === 'object' ? setRuntimeConfig(patch as RuntimeConfigPatch) : getRuntimeConfig();
}

async function start() {
  // A session check is coming: fetch the HTTP client alongside the runtime config instead of after it — unless
  // index.html's boot script already asked (boot/inline-boot.ts): then the first screen needs no client, and its
  // download would only compete with the remote's chunks; the first call that does need it fetches it.
  if (tokenStorage.getToken() && !globalThis.__AREIA_BOOT__) preloadApiClient();
  const config = await runtimeConfig();
  registerRemotesFromConfig(config);
  preloadForLocation(config);
  prefetchOnIntent();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root não encontrado');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser (no long task for the whole first render on a slow
  // phone); what is on screen meanwhile is index.html's own (landing copy, or the black background).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

void start();
