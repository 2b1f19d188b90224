import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { OpenGame, OpenGameBody, OpenGameScoreBody } from '@areia/shared/core/schemas/open-game';
import { apiClient } from '@areia/shared/web/api/client';
import { fetchPage, pagingOptions } from '@areia/shared/web/api/paging';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';
import type { Coordinates } from '@areia/shared/web/api/arenas';

const BASE = '/api/open-games';
const gamePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const openGameQueries = {
  /** Games with a place that fit the caller's level, soonest first; near a position, at arenas within the radius. */
  near: (near: Coordinates | null, maxDistanceKm: number) =>
    infiniteQueryOptions({
      queryKey: queryKeys.openGames.near(near?.latitude ?? null, near?.longitude ?? null),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<OpenGame>(BASE, near ? { latitude: near.latitude, longitude: near.longitude, maxDistance: maxDistanceKm } : {}, pageParam, signal),
      ...pagingOptions,
    }),
  /** The caller's own games, the newest place first. */
  mine: () =>
    infiniteQueryOptions({
      queryKey: queryKeys.openGames.mine(),
      queryFn: ({ pageParam, signal }) => fetchPage<OpenGame>(BASE, { mine: '1' }, pageParam, signal),
      ...pagingOptions,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: queryKeys.openGames.detail(id),
      queryFn: async ({ signal }) => expectObject<OpenGame>((await apiClient.get<unknown>(gamePath(id), { signal })).data),
    }),
};

/** Every change answers the game as the caller now sees it: kept at once, the lists and the levels read again. */
function useKeep() {
  const queryClient = useQueryClient();
  return async (game: OpenGame) => {
    queryClient.setQueryData(queryKeys.openGames.detail(game.id), game);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.openGames.all(), predicate: (query) => query.queryKey[1] !== 'detail' }),
      game.stage === 'confirmed' ? queryClient.invalidateQueries({ queryKey: ['players'] }) : undefined,
      // The home's "Jogar" counts the games with a place.
      queryClient.invalidateQueries({ queryKey: ['play'] }),
    ]);
  };
}

export function useCreateOpenGame() {
  const keep = useKeep();
  return useMutation({
    mutationFn: async (body: OpenGameBody) => expectObject<OpenGame>((await apiClient.post<unknown>(BASE, body)).data),
    onSuccess: keep,
  });
}

/** Join, leave or confirm the score: one tap each. */
export function useOpenGameStep(id: string) {
  const keep = useKeep();
  return useMutation({
    mutationFn: async (step: 'join' | 'leave' | 'confirm') => expectObject<OpenGame>((await apiClient.post<unknown>(`${gamePath(id)}/${step}`)).data),
    onSuccess: keep,
  });
}

/** The creator removes a player before the game's time. */
export function useRemoveOpenGamePlayer(id: string) {
  const keep = useKeep();
  return useMutation({
    mutationFn: async (playerId: string) => expectObject<OpenGame>((await apiClient.delete<unknown>(`${gamePath(id)}/players/${encodeURIComponent(playerId)}`)).data),
    onSuccess: keep,
  });
}

export function useReportOpenGameScore(id: string) {
  const keep = useKeep();
  return useMutation({
    mutationFn: async (body: OpenGameScoreBody) => expectObject<OpenGame>((await apiClient.post<unknown>(`${gamePath(id)}/score`, body)).data),
    onSuccess: keep,
  });
}
