import { queryOptions } from '@tanstack/react-query';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { joinApiUrl } from '@areia/shared/web/api/boot-answers';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import type { GameDay } from '@areia/shared/core/schemas/gameday';


/** The public day as the page reads it (nicknames only). */
export type PublicDay = GameDay;

/** A refused read of the public day, with its HTTP status (404: no such championship). */
export class PublicDayError extends Error {
  constructor(readonly status: number) {
    super(`GET day ${status}`);
  }
}

/**
 * GET /api/live/championships/{id}/day with the browser's fetch and no session: a spectator's first visit does not
 * download the app's HTTP client (axios) for one public read, and sends no token even when the phone has one.
 */
export async function fetchPublicDay(championshipId: string, signal?: AbortSignal): Promise<PublicDay> {
  const url = joinApiUrl(getRuntimeConfig().apiUrl, `/api/live/championships/${encodeURIComponent(championshipId)}/day`);
  const response = await fetch(url, { signal });
  if (!response.ok) throw new PublicDayError(response.status);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { courts?: unknown }).courts)) throw new PublicDayError(502);
  return body as PublicDay;
}

/** The data block the static host writes into the live page's HTML (scripts/live-preview.mjs, DAY_DATA_ID). */
export const DAY_DATA_ID = 'areia-live-day';

/**
 * The day the page's HTML came with, once, for this championship: the first render draws it at once instead of
 * asking the API again (the answer is as fresh as the page). Undefined when the page has none, or another one.
 */
export function takeDayFromPage(championshipId: string, doc: Document | undefined = globalThis.document): PublicDay | undefined {
  const block = doc?.getElementById(DAY_DATA_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const day = JSON.parse(block.textContent ?? '') as PublicDay;
    return day?.championshipId === championshipId && Array.isArray(day.courts) ? day : undefined;
  } catch {
    return undefined;
  }
}

export const publicDayQueries = {
  day: (championshipId: string) =>
    queryOptions({
      queryKey: queryKeys.publicDay(championshipId),
      queryFn: ({ signal }) => fetchPublicDay(championshipId, signal),
      initialData: () => takeDayFromPage(championshipId),
      // Read when the HTML was served: a refetch follows at the usual pace, not at once.
      initialDataUpdatedAt: () => Date.now(),
      // The page's live stream (shared/src/web/live) invalidates it on each change; nothing polls.
      staleTime: 3_000,
      // A 404 stays a 404; a network hiccup on the beach is retried.
      retry: (count, error) => !(error instanceof PublicDayError && error.status === 404) && count < 2,
    }),
};
