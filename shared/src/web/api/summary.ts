import { queryOptions } from '@tanstack/react-query';
import type { Coordinates } from '@areia/shared/web/api/arenas';
import { offlineReadable } from '@areia/shared/web/api/offline-readable';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import type { Summary } from '@areia/shared/core/schemas/summary';

/** The home's counts; with a position the answer also counts the arenas within `maxDistanceKm` of it. */
export async function fetchSummary(
  modalityId: string,
  near: Coordinates | null,
  maxDistanceKm = DEFAULT_MAX_DISTANCE_KM,
  signal?: AbortSignal,
): Promise<Summary> {
  const params = near ? { latitude: near.latitude, longitude: near.longitude, maxDistance: maxDistanceKm } : undefined;
  const { data } = await apiClient.get<unknown>(`/api/summary/${encodeURIComponent(modalityId)}`, { params, signal });
  return expectObject<Summary>(data);
}

export const summaryQueries = {
  home: (near: Coordinates | null, modalityId = VOLEI_MODALITY_ID, maxDistanceKm = DEFAULT_MAX_DISTANCE_KM) =>
    queryOptions({
      queryKey: queryKeys.summary(modalityId, near?.latitude ?? null, near?.longitude ?? null, near ? maxDistanceKm : null),
      queryFn: ({ signal }) => fetchSummary(modalityId, near, maxDistanceKm, signal),
      // Kept by the service worker (shell/src/sw-routes.ts): the home's counts are read even without signal.
      ...offlineReadable,
    }),
};
