import { queryOptions } from '@tanstack/react-query';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/constants';
import type { Arena } from '@areia/shared/schemas/arena';
import { apiClient } from '@areia/shared/api/client';
import { STALE_ARENA_SEARCH } from '@areia/shared/api/query-client';
import { queryKeys } from '@areia/shared/api/query-keys';
import { expectArray } from '@areia/shared/api/response';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export async function fetchArenas(params?: Record<string, string | number>, signal?: AbortSignal): Promise<Arena[]> {
  const { data } = await apiClient.get<unknown>('/api/arenas', { params, signal });
  return expectArray<Arena>(data);
}

/** The detail answer is an array; its first item is the arena (spec §7). */
export async function fetchArena(id: string): Promise<Arena> {
  const { data } = await apiClient.get<unknown>(`/api/arenas/${encodeURIComponent(id)}`);
  const [arena] = expectArray<Arena>(data);
  if (!arena) throw new Error('A resposta da API está vazia.');
  return arena;
}

export const arenaQueries = {
  list: () => queryOptions({ queryKey: queryKeys.arenas.list(), queryFn: ({ signal }) => fetchArenas(undefined, signal) }),
  nearby: ({ latitude, longitude }: Coordinates, maxDistanceKm = DEFAULT_MAX_DISTANCE_KM) =>
    queryOptions({
      queryKey: queryKeys.arenas.nearby(latitude, longitude, maxDistanceKm),
      queryFn: ({ signal }) => fetchArenas({ latitude, longitude, maxDistance: maxDistanceKm }, signal),
    }),
  search: (term: string) =>
    queryOptions({
      queryKey: queryKeys.arenas.search(term),
      queryFn: ({ signal }) => fetchArenas({ search: term }, signal),
      staleTime: STALE_ARENA_SEARCH,
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.arenas.detail(id), queryFn: () => fetchArena(id) }),
};
