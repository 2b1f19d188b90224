import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { apiClient } from '@areia/shared/web/api/client';
import { STALE_ARENA_SEARCH } from '@areia/shared/web/api/query-client';
import { fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectArray } from '@areia/shared/web/api/response';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** One page of arenas: by name (optionally searched), or by distance from a point when `near` is given. */
export function fetchArenasPage(
  search: string,
  near: (Coordinates & { maxDistanceKm: number }) | null,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Arena>> {
  const params = near ? { latitude: near.latitude, longitude: near.longitude, maxDistance: near.maxDistanceKm, search } : { search };
  return fetchPage<Arena>('/api/arenas', params, cursor, signal);
}

/** The detail answer is an array; its first item is the arena. */
export async function fetchArena(id: string): Promise<Arena> {
  const { data } = await apiClient.get<unknown>(`/api/arenas/${encodeURIComponent(id)}`);
  const [arena] = expectArray<Arena>(data);
  if (!arena) throw new Error('A resposta da API está vazia.');
  return arena;
}

/** A search goes stale after 30 s; an unsearched list keeps the client's default (an explicit undefined would not). */
const searchStaleTime = (search: string) => (search.trim() ? { staleTime: STALE_ARENA_SEARCH } : {});

export const arenaQueries = {
  /** Every arena by name, page by page; with a term, those whose name or address matches. */
  list: (search = '') =>
    infiniteQueryOptions({
      queryKey: queryKeys.arenas.list(search.trim()),
      queryFn: ({ pageParam, signal }) => fetchArenasPage(search, null, pageParam, signal),
      ...pagingOptions,
      ...searchStaleTime(search),
    }),
  /** Arenas within the radius, nearest first, page by page; with a term, only the matching ones within it. */
  nearby: ({ latitude, longitude }: Coordinates, search = '', maxDistanceKm = DEFAULT_MAX_DISTANCE_KM) =>
    infiniteQueryOptions({
      queryKey: queryKeys.arenas.nearby(latitude, longitude, maxDistanceKm, search.trim()),
      queryFn: ({ pageParam, signal }) => fetchArenasPage(search, { latitude, longitude, maxDistanceKm }, pageParam, signal),
      ...pagingOptions,
      ...searchStaleTime(search),
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.arenas.detail(id), queryFn: () => fetchArena(id) }),
};
