import type { APIRequestContext } from '@playwright/test';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import type { Championship, ChampionshipDetail } from '@areia/shared/core/schemas/championship';
import type { Player } from '@areia/shared/core/schemas/player';
import type { Game } from '@areia/shared/core/schemas/standings';
import type { Team } from '@areia/shared/core/schemas/team';
import { fetchAllPages } from './paging';
import { apiUrl } from './session';

/** Reads the real API as a signed-in athlete, so tests pick their data instead of hard-coding the seed. */
export function championshipsApi(request: APIRequestContext, token: string) {
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`GET ${path} falhou: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const base = `/api/championships/${VOLEI_MODALITY_ID}`;
  return {
    /** The list as the screen asks for it: `filter` and `search` are the API's own query parameters. */
    list: (params: { filter?: 'soon' | 'registered'; search?: string } = {}) => fetchAllPages<Championship>(request, token, base, params),
    detail: (id: string) => get<ChampionshipDetail>(`${base}/${id}`),
    teams: (id: string) => get<Team[]>(`${base}/${id}/teams`),
    games: (id: string) => get<Game[]>(`${base}/${id}/games`),
    players: () => fetchAllPages<Player>(request, token, `/api/players/${VOLEI_MODALITY_ID}`),
  };
}

/** An upcoming championship that takes sign-ups of pairs and still has room (its stage says sign-ups are open). */
export function openChampionship(list: Championship[], now = Date.now()): Championship | undefined {
  return list.find(
    (c) =>
      c.stage === 'inscricoes_abertas' && !c.isDisabled && !c.isRegistered && c.free > 0 && c.players_per_team === 2 && new Date(c.occurs).getTime() > now + 60 * 60 * 1000,
  );
}
