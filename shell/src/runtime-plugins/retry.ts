import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type {} from '@areia/shared/web/api/boot-answers';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 200;
/** All attempts together: a remote that accepts the connection but never answers ends in the fallback, not "Carregando..." forever. */
export const MANIFEST_BUDGET_MS = 9_000;

/**
 * index.html's boot script's fetch of this manifest (shell/src/boot/inline-boot.ts), once: a retry or a reset fetches
 * again. Read from the global here, not through `@areia/shared/web/api/boot-answers`: this plugin runs in the entry chunk,
 * before any shared module can be loaded.
 */
export function takeBootManifest(url: string): Promise<Response> | undefined {
  const manifests = globalThis.__AREIA_BOOT__?.manifests;
  const response = manifests?.[url];
  if (manifests && response) delete manifests[url];
  return response;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `fetch` that gives up after `ms` (and also when the caller's own signal aborts). */
async function fetchWithin(url: string, init: RequestInit, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url} não respondeu em ${ms} ms`)), ms);
  const abort = () => controller.abort(init.signal?.reason);
  init.signal?.addEventListener('abort', abort);
  try {
    return await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', abort);
  }
}

/**
 * A remote's manifest, retried on network errors, timeouts and 5xx answers, so a blip on a phone connection does not
 * show the "unavailable" screen, all within one time budget. A 4xx is final: retrying would not change it.
 */
async function fetchManifest(url: string, init: RequestInit | undefined): Promise<Response> {
  const deadline = Date.now() + MANIFEST_BUDGET_MS;
  let lastError: unknown;
  // index.html's boot script may have asked for this manifest already (shell/src/boot/inline-boot.ts).
  const early = takeBootManifest(url);
  if (early) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url} não respondeu em ${MANIFEST_BUDGET_MS} ms`)), MANIFEST_BUDGET_MS);
    });
    try {
      const response = await Promise.race([early, late]);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} em ${url}`);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    try {
      const response = await fetchWithin(url, init ?? {}, left);
      if (response.status < 500) return response;
      lastError = new Error(`HTTP ${response.status} em ${url}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < ATTEMPTS - 1) await wait(Math.min(BASE_DELAY_MS * 2 ** attempt, Math.max(0, deadline - Date.now())));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError ?? `${url} não respondeu`));
}

/** Every remote manifest the runtime fetches: retried, then checked against the shell's contract (not retried). */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'areia-retry',
    async fetch(url: string, init: RequestInit) {
      const response = await fetchManifest(url, init);
      // Imported here, not with this entry-chunk file: the check imports @areia/shared, which a development build shares
      // through the runtime and can only load once the share scope is set up. In production it is in the boot's `app`
      // chunk, loaded by then.
      const { checkManifestContract } = await import('../remotes/contract-check');
      return checkManifestContract(url, response);
    },
  };
}
