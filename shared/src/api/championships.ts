import { queryOptions } from '@tanstack/react-query';
import type { Championship, ChampionshipDetail } from '@areia/shared/schemas/championship';
import type { Game, GroupRow, ResultRow } from '@areia/shared/schemas/standings';
import type { Team } from '@areia/shared/schemas/team';
import { VOLEI_MODALITY_ID } from '@areia/shared/modality';
import { apiClient } from '@areia/shared/api/client';
import { queryKeys } from '@areia/shared/api/query-keys';
import { expectArray, expectObject } from '@areia/shared/api/response';

const base = (modalityId: string) => `/api/championships/${encodeURIComponent(modalityId)}`;
const one = (modalityId: string, id: string) => `${base(modalityId)}/${encodeURIComponent(id)}`;

export async function fetchChampionships(modalityId = VOLEI_MODALITY_ID): Promise<Championship[]> {
  const { data } = await apiClient.get<unknown>(base(modalityId));
  return expectArray<Championship>(data);
}

export async function fetchChampionship(id: string, modalityId = VOLEI_MODALITY_ID): Promise<ChampionshipDetail> {
  const { data } = await apiClient.get<unknown>(one(modalityId, id));
  return expectObject<ChampionshipDetail>(data);
}

export async function fetchChampionshipTeams(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Team[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/teams`);
  return expectArray<Team>(data, 'A resposta da API de times está vazia.');
}

export async function fetchChampionshipGroups(id: string, modalityId = VOLEI_MODALITY_ID): Promise<GroupRow[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/groups`);
  return expectArray<GroupRow>(data, 'A resposta da API de grupos está vazia.');
}

export async function fetchChampionshipGames(id: string, modalityId = VOLEI_MODALITY_ID): Promise<Game[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/games`);
  return expectArray<Game>(data, 'A resposta da API de jogos está vazia.');
}

export async function fetchChampionshipResults(id: string, modalityId = VOLEI_MODALITY_ID): Promise<ResultRow[]> {
  const { data } = await apiClient.get<unknown>(`${one(modalityId, id)}/results`);
  return expectArray<ResultRow>(data, 'A resposta da API de resultados está vazia.');
}

/** Query options per endpoint; the default 5-minute stale time of the query client applies (spec §9). */
export const championshipQueries = {
  list: (modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.all(modalityId), queryFn: () => fetchChampionships(modalityId) }),
  detail: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.detail(modalityId, id), queryFn: () => fetchChampionship(id, modalityId) }),
  teams: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.teams(modalityId, id), queryFn: () => fetchChampionshipTeams(id, modalityId) }),
  groups: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.groups(modalityId, id), queryFn: () => fetchChampionshipGroups(id, modalityId) }),
  games: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.games(modalityId, id), queryFn: () => fetchChampionshipGames(id, modalityId) }),
  results: (id: string, modalityId = VOLEI_MODALITY_ID) =>
    queryOptions({ queryKey: queryKeys.championships.results(modalityId, id), queryFn: () => fetchChampionshipResults(id, modalityId) }),
};
