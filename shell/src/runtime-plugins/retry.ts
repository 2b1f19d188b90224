import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const BASE_DELAY_MS = 200;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest fetch on network errors and 5xx answers, so a blip on a phone connection does not
 * show the "unavailable" screen. A 4xx is final: retrying would not change it.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'areia-retry',
    async fetch(url: string, init: RequestInit) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (response.status < 500) return response;
          lastError = new Error(`HTTP ${response.status} em ${url}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < ATTEMPTS - 1) await wait(BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError instanceof Error ? lastError : new Error(String(lastError));
    },
  };
}
