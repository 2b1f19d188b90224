/**
 * For the reads the service worker keeps (shell/src/sw-routes.ts): the first read is tried even when the device says
 * it is offline ('offlineFirst'), so the worker answers with its copy, instead of the query waiting paused for the
 * network.
 */
export const offlineReadable = { networkMode: 'offlineFirst' } as const;
