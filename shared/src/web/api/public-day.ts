import { queryOptions } from '@tanstack/react-query';
import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { joinApiUrl } from '@areia/shared/web/api/boot-answers';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import type { GameDay } from '@areia/shared/core/schemas/gameday';
import type { GroupRow } from '@areia/shared/core/schemas/standings';

/** Until the live stream's hook (shared/src/web/live) invalidates the day, the page asks again this often. */
export const PUBLIC_DAY_REFETCH_MS = 15_000;

/** The public day as the page reads it: the API's answer adds the pools' standings (nicknames only). */
export type PublicDay = GameDay & { standings?: GroupRow[] };

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
  // No headers of its own: the same request as the preload the server writes into the page (scripts/live-preview.mjs),
  // so the browser hands this call the answer already on its way.
  const response = await fetch(url, { signal });
  if (!response.ok) throw new PublicDayError(response.status);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { courts?: unknown }).courts)) throw new PublicDayError(502);
  return body as PublicDay;
}

export const publicDayQueries = {
  day: (championshipId: string) =>
    queryOptions({
      queryKey: queryKeys.publicDay(championshipId),
      queryFn: ({ signal }) => fetchPublicDay(championshipId, signal),
      refetchInterval: PUBLIC_DAY_REFETCH_MS,
      // A 404 stays a 404; a network hiccup on the beach is retried.
      retry: (count, error) => !(error instanceof PublicDayError && error.status === 404) && count < 2,
    }),
};
