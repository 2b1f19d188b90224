import { queryOptions } from '@tanstack/react-query';
import type { Player } from '@areia/shared/schemas/player';
import { VOLEI_MODALITY_ID } from '@areia/shared/modality';
import { apiClient } from '@areia/shared/api/client';
import { queryKeys } from '@areia/shared/api/query-keys';
import { expectArray, expectObject } from '@areia/shared/api/response';

export async function fetchPlayers(modalityId = VOLEI_MODALITY_ID): Promise<Player[]> {
  const { data } = await apiClient.get<unknown>(`/api/players/${encodeURIComponent(modalityId)}`);
  return expectArray<Player>(data);
}

export async function fetchPlayer(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Player> {
  const { data } = await apiClient.get<unknown>(`/api/players/${encodeURIComponent(modalityId)}/${encodeURIComponent(id)}`);
  return expectObject<Player>(data);
}

export const playerQueries = {
  list: (modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.players.all(modalityId), queryFn: () => fetchPlayers(modalityId) }),
  detail: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.players.detail(modalityId, id), queryFn: () => fetchPlayer(id, modalityId) }),
};
