/**
 * The service worker's caches (shell/sw/service-worker.ts) as the page sees them. The API answers it keeps (the
 * last-seen championship, teams, games, standings) belong to one account: they are dropped when the session changes.
 */
import { CACHE_NAMES, CACHED_AT_HEADER } from '@areia/shared/core/offline/cache-names';

export { CACHE_NAMES, CACHED_AT_HEADER };

const EVENT = 'areia:cached-answer';
type Holder = { __areiaCachedAt?: string | null };

/** Records where the latest API answer came from: the cache (with its time) or the network (null). */
export function noteApiAnswer(cachedAt: string | null | undefined): void {
  if (typeof window === 'undefined') return;
  const holder = window as unknown as Holder;
  const next = cachedAt || null;
  if ((holder.__areiaCachedAt ?? null) === next) return;
  holder.__areiaCachedAt = next;
  window.dispatchEvent(new Event(EVENT));
}

/** The time of the cached answer on screen, or null when the latest answer came from the network. */
export function cachedAnswerAt(): string | null {
  return typeof window === 'undefined' ? null : ((window as unknown as Holder).__areiaCachedAt ?? null);
}

export function subscribeCachedAnswer(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/** Forgets the API answers kept for offline use (sign-in, sign-out, expired session): never shown to another account. */
export function clearOfflineApiCache(): void {
  noteApiAnswer(null);
  if (typeof caches === 'undefined') return;
  caches.delete(CACHE_NAMES.api).catch(() => undefined);
}
