import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import type { LookingPost, PartnerPost, PartnerPostBody, PartnerSummary } from '@areia/shared/core/schemas/partner';
import { apiClient } from '@areia/shared/web/api/client';
import { fetchPage, pagingOptions } from '@areia/shared/web/api/paging';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';
import type { Coordinates } from '@areia/shared/web/api/arenas';

const base = (championshipId: string) => `/api/partners/${encodeURIComponent(championshipId)}`;

export const partnerQueries = {
  /** "N atletas procurando dupla", the caller's post and whether they may post (with the reason why not). */
  summary: (championshipId: string) =>
    queryOptions({
      queryKey: queryKeys.partners.summary(championshipId),
      queryFn: async ({ signal }) => expectObject<PartnerSummary>((await apiClient.get<unknown>(`${base(championshipId)}/summary`, { signal })).data),
    }),
  /** Who else is looking in the championship, best fit first, page by page. */
  list: (championshipId: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.partners.list(championshipId),
      queryFn: ({ pageParam, signal }) => fetchPage<PartnerPost>(base(championshipId), {}, pageParam, signal),
      ...pagingOptions,
    }),
  /** The players list's "Procurando jogo": newest first; near a position, championships whose arena is in the radius. */
  looking: (near: Coordinates | null, maxDistanceKm = DEFAULT_MAX_DISTANCE_KM) =>
    infiniteQueryOptions({
      queryKey: queryKeys.partners.looking(near?.latitude ?? null, near?.longitude ?? null),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<LookingPost>('/api/partners', near ? { latitude: near.latitude, longitude: near.longitude, maxDistance: maxDistanceKm } : {}, pageParam, signal),
      ...pagingOptions,
    }),
};

/** Everything "Procuro dupla" shows of a championship, read again after a change. */
function useRefresh(championshipId: string) {
  const queryClient = useQueryClient();
  return (summary?: PartnerSummary) => {
    if (summary) queryClient.setQueryData(queryKeys.partners.summary(championshipId), summary);
    // The home's "Jogar" counts championships with someone looking: read again too.
    return Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.partners.all() }), queryClient.invalidateQueries({ queryKey: ['play'] })]);
  };
}

export function usePostLooking(championshipId: string) {
  const refresh = useRefresh(championshipId);
  return useMutation({
    mutationFn: async (body: PartnerPostBody) => expectObject<PartnerSummary>((await apiClient.post<unknown>(base(championshipId), body)).data),
    onSuccess: (summary) => refresh(summary),
  });
}

export function useWithdrawLooking(championshipId: string) {
  const refresh = useRefresh(championshipId);
  return useMutation({
    mutationFn: async () => expectObject<PartnerSummary>((await apiClient.delete<unknown>(base(championshipId))).data),
    onSuccess: (summary) => refresh(summary),
  });
}

/** One tap on a card: the usual team invitation; the championship's teams and detail change with it. */
export function useInvitePartner(championshipId: string) {
  const refresh = useRefresh(championshipId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (playerId: string) =>
      expectObject<{ team_id: string }>((await apiClient.post<unknown>(`${base(championshipId)}/${encodeURIComponent(playerId)}/invite`)).data),
    onSuccess: async () => {
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: ['championships'] })]);
    },
  });
}
