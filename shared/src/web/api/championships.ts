import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Championship, ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Game, GroupRow, ResultRow } from '@areia/shared/core/schemas/standings';
import type { Team } from '@areia/shared/core/schemas/team';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { offlineReadable } from '@areia/shared/web/api/offline-readable';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { fetchAllPages, fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { expectArray, expectObject } from '@areia/shared/web/api/response';

import { CHAMPIONSHIP_FILTERS, type ChampionshipFilter } from '@areia/shared/core/constants';

export { CHAMPIONSHIP_FILTERS, type ChampionshipFilter };

const base = (modalityId: string) => `/api/championships/${encodeURIComponent(modalityId)}`;
const one = (modalityId: string, id: string) => `${base(modalityId)}/${encodeURIComponent(id)}`;

/** One page of championships by date, filtered (all, soon, live, registered, past) and searched by title on the server. */
export function fetchChampionshipsPage(
  modalityId: string,
  filter: ChampionshipFilter,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Championship>> {
  // "Todos" is what is still to come, as the home's tile counts it; the API's own 'all' also has the finished ones.
  return fetchPage<Championship>(base(modalityId), { filter: filter === 'all' ? 'current' : filter, search }, cursor, signal);
}

export async function fetchChampionship(id: string, modalityId = VOLEI_MODALITY_ID): Promise<ChampionshipDetail> {
  const { data } = await apiClient.get<unknown>(one(modalityId, id));
  return expectObject<ChampionshipDetail>(data);
}

export async function fetchChampionshipTeams(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Team[]> {
  return fetchAllPages<Team>(`${one(modalityId, id)}/teams`, 'A resposta da API de times está vazia.');
}

export async function fetchChampionshipGroups(id: string, modalityId = VOLEI_MODALITY_ID): Promise<GroupRow[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/groups`);
  return expectArray<GroupRow>(data, 'A resposta da API de grupos está vazia.');
}

export async function fetchChampionshipGames(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Game[]> {
  return fetchAllPages<Game>(`${one(modalityId, id)}/games`, 'A resposta da API de jogos está vazia.');
}

export async function fetchChampionshipResults(id: string, modalityId = VOLEI_MODALITY_ID): Promise<ResultRow[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/results`);
  return expectArray<ResultRow>(data, 'A resposta da API de resultados está vazia.');
}

/**
 * Live at the court: games, pools and standings change while the page shows them. None polls: the page's live stream
 * (shared/src/web/live) invalidates them when a change is published, and re-reads them every 15 s while it cannot
 * hold the stream. Coming back to the tab re-reads at once.
 */
export const liveQueryOptions = {
  ...offlineReadable,
  refetchOnWindowFocus: true,
  staleTime: 3_000,
} as const;

/** Query options per endpoint; the default 5-minute stale time of the query client applies, live ones aside. */
export const championshipQueries = {
  list: (filter: ChampionshipFilter = 'all', search = '', modalityId = VOLEI_MODALITY_ID) =>
    infiniteQueryOptions({
      queryKey: queryKeys.championships.list(modalityId, filter, search.trim()),
      queryFn: ({ pageParam, signal }) => fetchChampionshipsPage(modalityId, filter, search, pageParam, signal),
      ...pagingOptions,
    }),
  /** Whether the athlete has a team in any championship: one row of the "registered" list is enough to know. */
  inAnyTeam: (modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({
      queryKey: queryKeys.championships.inAnyTeam(modalityId),
      queryFn: async ({ signal }) => (await fetchPage<Championship>(base(modalityId), { filter: 'registered', limit: 1 }, null, signal)).items.length > 0,
    }),
  detail: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.detail(modalityId, id), queryFn: () => fetchChampionship(id, modalityId), ...offlineReadable }),
  teams: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.teams(modalityId, id), queryFn: () => fetchChampionshipTeams(id, modalityId), ...offlineReadable }),
  groups: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.groups(modalityId, id), queryFn: () => fetchChampionshipGroups(id, modalityId), ...liveQueryOptions }),
  games: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.games(modalityId, id), queryFn: () => fetchChampionshipGames(id, modalityId), ...liveQueryOptions }),
  results: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.results(modalityId, id), queryFn: () => fetchChampionshipResults(id, modalityId), ...liveQueryOptions }),
};
