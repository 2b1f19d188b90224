import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Player } from '@areia/shared/core/schemas/player';
import type { HistoryEntry } from '@areia/shared/core/schemas/ranking-history';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { expectObject } from '@areia/shared/web/api/response';

/** One page of the ranking (best first), searched by name or nickname on the server. */
export function fetchPlayersPage(
  modalityId: string,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListPage<Player>> {
  return fetchPage<Player>(`/api/players/${encodeURIComponent(modalityId)}`, { search }, cursor, signal);
}

export async function fetchPlayer(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Player> {
  const { data } = await apiClient.get<unknown>(`/api/players/${encodeURIComponent(modalityId)}/${encodeURIComponent(id)}`);
  return expectObject<Player>(data);
}

export const playerQueries = {
  /** The ranking page by page as the athlete scrolls; each search term has its own cache entry. */
  list: (search = '', modalityId = VOLEI_MODALITY_ID) =>
    infiniteQueryOptions({
      queryKey: queryKeys.players.list(modalityId, search.trim()),
      queryFn: ({ pageParam, signal }) => fetchPlayersPage(modalityId, search, pageParam, signal),
      ...pagingOptions,
    }),
  detail: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.players.detail(modalityId, id), queryFn: () => fetchPlayer(id, modalityId) }),
  /** The player's finalized championships, newest first, a page at a time. */
  history: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    infiniteQueryOptions({
      queryKey: queryKeys.players.history(modalityId, id),
      queryFn: ({ pageParam, signal }) =>
        fetchPage<HistoryEntry>(`/api/players/${encodeURIComponent(modalityId)}/${encodeURIComponent(id)}/history`, {}, pageParam, signal),
      ...pagingOptions,
    }),
};
