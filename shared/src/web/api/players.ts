import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Player, PlayerChoice } from '@areia/shared/core/schemas/player';
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
  around?: string,
): Promise<ListPage<Player>> {
  return fetchPage<Player>(`/api/players/${encodeURIComponent(modalityId)}`, { search, around }, cursor, signal);
}

/** One page of the partner picker: who may join a team of the championship first, then the others with `reason`. */
export function fetchPlayerChoicesPage(
  modalityId: string,
  championshipId: string,
  search: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListPage<PlayerChoice>> {
  return fetchPage<PlayerChoice>(`/api/players/${encodeURIComponent(modalityId)}`, { search, eligibleFor: championshipId }, cursor, signal);
}

export async function fetchPlayer(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Player> {
  const { data } = await apiClient.get<unknown>(`/api/players/${encodeURIComponent(modalityId)}/${encodeURIComponent(id)}`);
  return expectObject<Player>(data);
}

export const playerQueries = {
  /**
   * The ranking page by page as the athlete scrolls; each search term has its own cache entry. `around` (a player's id,
   * without a search): the ranking opened at that player, its first page starting a few places above them.
   */
  list: (search = '', modalityId = VOLEI_MODALITY_ID, around?: string) =>
    infiniteQueryOptions({
      queryKey: around && search.trim() === '' ? queryKeys.players.around(modalityId, around) : queryKeys.players.list(modalityId, search.trim()),
      queryFn: ({ pageParam, signal }) => fetchPlayersPage(modalityId, search, pageParam, signal, search.trim() === '' ? around : undefined),
      ...pagingOptions,
    }),
  /** The partner picker's list for a championship, page by page; each search term has its own cache entry. */
  choices: (championshipId: string, search = '', modalityId = VOLEI_MODALITY_ID) =>
    infiniteQueryOptions({
      queryKey: queryKeys.players.choices(modalityId, championshipId, search.trim()),
      queryFn: ({ pageParam, signal }) => fetchPlayerChoicesPage(modalityId, championshipId, search, pageParam, signal),
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
