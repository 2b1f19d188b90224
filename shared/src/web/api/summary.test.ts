import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { apiClient } from './client';
import { summaryQueries } from './summary';

describe('summaryQueries.home', () => {
  it('asks the summary endpoint once, with the position and the 10 km radius when there is one', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { players: 3, upcomingChampionships: 1, nearbyArenas: 2 } });
    const client = new QueryClient();
    const near = { latitude: -22.97, longitude: -43.18 };
    await expect(client.fetchQuery(summaryQueries.home(near))).resolves.toEqual({ players: 3, upcomingChampionships: 1, nearbyArenas: 2 });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]?.[0]).toBe(`/api/summary/${VOLEI_MODALITY_ID}`);
    expect(get.mock.calls[0]?.[1]?.params).toEqual({ ...near, maxDistance: 10 });
    client.clear();
  });

  it('asks without coordinates when the position is unknown, under its own cache key', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { players: 3, upcomingChampionships: 1, nearbyArenas: null } });
    const client = new QueryClient();
    await client.fetchQuery(summaryQueries.home(null));
    expect(get.mock.calls[0]?.[1]?.params).toBeUndefined();
    expect(summaryQueries.home(null).queryKey).not.toEqual(summaryQueries.home({ latitude: 1, longitude: 2 }).queryKey);
    client.clear();
  });
});
