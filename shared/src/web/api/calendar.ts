import { queryOptions } from '@tanstack/react-query';
import type { CalendarSubscription, NextGame } from '@areia/shared/core/schemas/calendar';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { offlineReadable } from '@areia/shared/web/api/offline-readable';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

/** The next game not yet final of the signed-in athlete, or null (the API answers 204). */
export async function fetchNextGame(): Promise<NextGame | null> {
  const response = await apiClient.get<unknown>('/api/user/next-game');
  if (response.status === 204 || response.data === '' || response.data === null) return null;
  return expectObject<NextGame>(response.data);
}

export async function fetchCalendarSubscription(): Promise<CalendarSubscription> {
  const { data } = await apiClient.get<unknown>('/api/user/calendar');
  return expectObject<CalendarSubscription>(data);
}

/** A new private address (the previous one, if any, stops working). */
export async function rotateCalendarSubscription(): Promise<CalendarSubscription> {
  const { data } = await apiClient.post<unknown>('/api/user/calendar');
  return expectObject<CalendarSubscription>(data);
}

export async function revokeCalendarSubscription(): Promise<void> {
  await apiClient.delete('/api/user/calendar');
}

/** The championship and the caller's games in it, as .ics text (signed in, so read through the API client). */
export async function fetchChampionshipCalendar(championshipId: string, modalityId = VOLEI_MODALITY_ID): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(
    `/api/championships/${encodeURIComponent(modalityId)}/${encodeURIComponent(championshipId)}/calendar.ics`,
    { responseType: 'blob' },
  );
  return data;
}

/** A calendar app subscribes to webcal:// (the same address over http(s)). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export const NEXT_GAME_STALE_MS = 60 * 1000;

export const calendarQueries = {
  nextGame: (userId: string) =>
    // Kept by the service worker (shell/src/sw-routes.ts): the home's next game is read even without signal.
    queryOptions({ queryKey: queryKeys.nextGame(userId), queryFn: fetchNextGame, staleTime: NEXT_GAME_STALE_MS, ...offlineReadable }),
  subscription: (userId: string) => queryOptions({ queryKey: queryKeys.calendarSubscription(userId), queryFn: fetchCalendarSubscription }),
};
