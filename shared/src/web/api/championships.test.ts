// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { championshipQueries } from './championships';

describe('live championship queries (games, groups, standings)', () => {
  it('never poll by themselves (the live stream invalidates them) and read offline through the service worker', () => {
    for (const options of [championshipQueries.games('c1'), championshipQueries.groups('c1'), championshipQueries.results('c1')]) {
      expect(options).not.toHaveProperty('refetchInterval');
      expect(options.networkMode).toBe('offlineFirst');
      expect(options.refetchOnWindowFocus).toBe(true);
    }
    expect(championshipQueries.detail('c1')).not.toHaveProperty('refetchInterval');
    expect(championshipQueries.detail('c1').networkMode).toBe('offlineFirst');
  });
});

describe('the list\'s filters as the API is asked', () => {
  it('"Todos" asks for the championships still to come (filter=current, what the home counts); the others by their name', async () => {
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: [], headers: {} });
    try {
      for (const filter of ['all', 'soon', 'live', 'registered', 'past'] as const) {
        await championshipQueries.list(filter).queryFn?.({ pageParam: null, signal: new AbortController().signal } as never);
      }
      expect(get.mock.calls.map(([, config]) => (config?.params as { filter?: string }).filter)).toEqual(['current', 'soon', 'live', 'registered', 'past']);
    } finally {
      get.mockRestore();
    }
  });
});
