import { queryOptions } from '@tanstack/react-query';
import type { AthleteResultView } from '@areia/shared/core/schemas/result';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

/** The signed-in athlete's result of the last 24 hours, or null (the API answers 204). */
export async function fetchLastResult(): Promise<AthleteResultView | null> {
  const response = await apiClient.get<unknown>('/api/user/last-result');
  if (response.status === 204 || response.data === '' || response.data === null) return null;
  return expectObject<AthleteResultView>(response.data);
}

export async function fetchResult(championshipId: string, athleteId: string): Promise<AthleteResultView> {
  const { data } = await apiClient.get<unknown>(`/api/results/${encodeURIComponent(championshipId)}/${encodeURIComponent(athleteId)}`);
  return expectObject<AthleteResultView>(data);
}

/** The result's card as a file the share sheet can carry. */
export async function fetchResultCard(result: Pick<AthleteResultView, 'championship_id' | 'card_url'>): Promise<File> {
  const { data } = await apiClient.get<Blob>(result.card_url, { responseType: 'blob' });
  return new File([data], `areia-resultado-${result.championship_id.slice(0, 8)}.png`, { type: 'image/png' });
}

const RESULT_STALE_MS = 60 * 1000;

export const resultQueries = {
  last: (userId: string) => queryOptions({ queryKey: queryKeys.results.last(userId), queryFn: fetchLastResult, staleTime: RESULT_STALE_MS }),
  detail: (championshipId: string, athleteId: string) =>
    queryOptions({ queryKey: queryKeys.results.detail(championshipId, athleteId), queryFn: () => fetchResult(championshipId, athleteId), staleTime: RESULT_STALE_MS }),
  card: (result: Pick<AthleteResultView, 'championship_id' | 'athlete_id' | 'card_url'>) =>
    queryOptions({ queryKey: queryKeys.results.card(result.championship_id, result.athlete_id), queryFn: () => fetchResultCard(result), staleTime: RESULT_STALE_MS }),
};
