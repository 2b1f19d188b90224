// What the service worker (shell/sw/service-worker.ts) shows for a push and opens on a tap, apart from the worker so
// it is tested like sw-routes.ts. The payload is what the API sends (shared/src/core/rules/push.ts: pushPayload).

/** The message the worker sends an open window when its notification is tapped: go to `path`, mark `id` read. */
export const PUSH_OPEN_MESSAGE = 'areia:push-open';
/** The query parameter a window opened from a notification carries: the aviso to mark read. */
export const PUSH_OPEN_PARAM = 'aviso';

export type PushOpen = { id: string | null; path: string };

const FALLBACK_TITLE = 'Areia';
const FALLBACK_BODY = 'Você tem um aviso novo.';

/** Only a path of this app: a payload never sends the tap to another site. */
const safePath = (value: unknown): string => (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/notifications');
const text = (value: unknown, fallback: string, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : fallback);

/**
 * The notification for a push's data (its JSON text, or nothing). Always one, even for a payload it cannot read:
 * iOS ends the subscription of a site whose pushes show nothing.
 */
export function notificationOf(data: string | null | undefined): { title: string; options: NotificationOptions & { data: PushOpen } } {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) payload = parsed as Record<string, unknown>;
  } catch {
    payload = {};
  }
  const id = typeof payload.id === 'string' ? payload.id : null;
  const options: NotificationOptions & { data: PushOpen } = {
    body: text(payload.body, FALLBACK_BODY, 300),
    lang: 'pt-BR',
    icon: '/icon-192.png',
    data: { id, path: safePath(payload.path) },
  };
  // One notification per championship: a newer aviso of the same one replaces the older on the lock screen.
  if (typeof payload.tag === 'string' && payload.tag) options.tag = payload.tag.slice(0, 100);
  return { title: text(payload.title, FALLBACK_TITLE, 120), options };
}

/** What a tapped notification opens: its path, with the aviso to mark read when it opens a new window. */
export function pushOpenOf(data: unknown): PushOpen {
  const value = (data ?? {}) as { id?: unknown; path?: unknown };
  return { id: typeof value.id === 'string' ? value.id : null, path: safePath(value.path) };
}

export function openUrl(origin: string, open: PushOpen): string {
  const url = new URL(open.path, origin);
  if (open.id) url.searchParams.set(PUSH_OPEN_PARAM, open.id);
  return url.href;
}

/** The aviso a page opened from a notification must mark read, and its address without it; null when there is none. */
export function pushOpenFromLocation(href: string): { id: string; cleanHref: string } | null {
  const url = new URL(href);
  const id = url.searchParams.get(PUSH_OPEN_PARAM);
  if (!id) return null;
  url.searchParams.delete(PUSH_OPEN_PARAM);
  return { id, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}

export function isPushOpenMessage(data: unknown): data is { type: typeof PUSH_OPEN_MESSAGE } & PushOpen {
  return !!data && typeof data === 'object' && (data as { type?: unknown }).type === PUSH_OPEN_MESSAGE;
}
