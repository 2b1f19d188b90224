import { onlineManager, queryOptions } from '@tanstack/react-query';
import type { GameDay, MyGameDay, OrganizerGameDay } from '@areia/shared/core/schemas/gameday';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

const live = (id: string) => `/api/live/championships/${encodeURIComponent(id)}`;
const organizerChampionship = (id: string) => `/api/organizer/championships/${encodeURIComponent(id)}`;
const organizerGame = (gameId: string) => `/api/organizer/games/${encodeURIComponent(gameId)}`;

/** GET the championship's day as everyone sees it: courts, queues with predicted starts, calls. */
export async function fetchGameDay(id: string, signal?: AbortSignal): Promise<GameDay> {
  const { data } = await apiClient.get<unknown>(`${live(id)}/day`, { signal });
  return expectObject<GameDay>(data);
}

/** GET the signed-in athlete's day: their team, their check-in (and whether it is open) and their next game. */
export async function fetchMyGameDay(id: string, signal?: AbortSignal): Promise<MyGameDay> {
  const { data } = await apiClient.get<unknown>(`${live(id)}/me`, { signal });
  return expectObject<MyGameDay>(data);
}

/** GET the organizer's day: the public day plus who has checked in (403 for anyone but its organizer). */
export async function fetchOrganizerGameDay(id: string, signal?: AbortSignal): Promise<OrganizerGameDay> {
  const { data } = await apiClient.get<unknown>(`${organizerChampionship(id)}/day`, { signal });
  return expectObject<OrganizerGameDay>(data);
}

/** "Chamar para a quadra": the game's teams are called to its court now. */
export async function callGame(gameId: string): Promise<void> {
  await apiClient.post(`${organizerGame(gameId)}/call`);
}

export interface MoveGameInput {
  court?: string;
  position?: number;
  /** "Não antes de" as an instant; null takes it back. */
  notBefore?: string | null;
}

/** Another court, another place in its queue, or not before a time. */
export async function moveGame(gameId: string, input: MoveGameInput): Promise<void> {
  await apiClient.post(`${organizerGame(gameId)}/move`, input);
}

/** "Quadra indisponível" until then. */
export async function pauseCourt(id: string, court: string, until: string): Promise<void> {
  await apiClient.put(`${organizerChampionship(id)}/courts/${encodeURIComponent(court)}/pause`, { until });
}

/** "Liberar quadra". */
export async function resumeCourt(id: string, court: string): Promise<void> {
  await apiClient.delete(`${organizerChampionship(id)}/courts/${encodeURIComponent(court)}/pause`);
}

/** W.O.: the game is given to `teamId`. */
export async function forfeitGame(gameId: string, teamId: string): Promise<void> {
  await apiClient.post(`${organizerGame(gameId)}/forfeit`, { teamId });
}

/** The organizer checks a player in at the arena. */
export async function checkInPlayer(id: string, playerId: string): Promise<void> {
  await apiClient.post(`${organizerChampionship(id)}/check-ins`, { playerId });
}

export async function undoCheckIn(id: string, playerId: string): Promise<void> {
  await apiClient.delete(`${organizerChampionship(id)}/check-ins/${encodeURIComponent(playerId)}`);
}

/** The athlete checks in from the arena: the server compares the position with the arena's (422 when too far). */
export async function checkInSelf(id: string, position: { latitude: number; longitude: number }): Promise<MyGameDay> {
  const { data } = await apiClient.post<unknown>(`${live(id)}/check-in`, position);
  return expectObject<MyGameDay>(data);
}

/**
 * The page's live stream (shared/src/web/live) invalidates these on each change. Predicted times also move with the
 * clock alone (a game nobody called is due "now"), so a page re-reads its day once a minute while visible and online.
 */
export const DAY_CLOCK_MS = 60_000;
const dayRefetchInterval = () => (onlineManager.isOnline() ? DAY_CLOCK_MS : false);
const dayQueryOptions = { refetchInterval: dayRefetchInterval, refetchIntervalInBackground: false, refetchOnWindowFocus: true, staleTime: 3_000 } as const;

export const gameDayQueries = {
  public: (id: string) => queryOptions({ queryKey: queryKeys.gameDay.public(id), queryFn: ({ signal }) => fetchGameDay(id, signal), ...dayQueryOptions }),
  mine: (id: string) => queryOptions({ queryKey: queryKeys.gameDay.mine(id), queryFn: ({ signal }) => fetchMyGameDay(id, signal), ...dayQueryOptions }),
  organizer: (id: string) =>
    queryOptions({ queryKey: queryKeys.gameDay.organizer(id), queryFn: ({ signal }) => fetchOrganizerGameDay(id, signal), ...dayQueryOptions }),
};
