import { queryOptions } from '@tanstack/react-query';
import type { Play } from '@areia/shared/core/schemas/play';
import type { Coordinates } from '@areia/shared/web/api/arenas';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { expectObject } from '@areia/shared/web/api/response';

export const playQueries = {
  /** The home's "Jogar": open games and partners that fit the athlete, near the position when known. */
  home: (near: Coordinates | null) =>
    queryOptions({
      queryKey: queryKeys.play(near?.latitude ?? null, near?.longitude ?? null),
      queryFn: async ({ signal }) => {
        const params = near ? { latitude: near.latitude, longitude: near.longitude } : undefined;
        return expectObject<Play>((await apiClient.get<unknown>('/api/user/play', { params, signal })).data);
      },
    }),
};
