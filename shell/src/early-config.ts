import type {} from '@areia/shared/web/api/boot-answers';

/**
 * index.ts starts fetching runtime-config.json at once, while the bootstrap chunks still download, instead of one
 * more round trip after them — or takes the fetch index.html's boot script started before any bundle
 * (boot/inline-boot.ts). `undefined` when the file is missing or unreadable (the defaults stay).
 */
let early: Promise<unknown> | undefined;

export function startConfigFetch(url = '/runtime-config.json') {
  early ??= globalThis.__AREIA_BOOT__?.config;
  early ??= fetch(url, { cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : undefined))
    .catch((error: unknown) => {
      console.error('[areia] runtime-config.json indisponível; usando padrões locais', error);
      return undefined;
    });
  return early;
}

export function earlyConfig() {
  return early;
}
