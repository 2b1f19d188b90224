// @vitest-environment happy-dom
import { focusManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { championshipQueries, LIVE_REFETCH_MS, liveRefetchInterval } from './championships';

describe('live championship queries (games, groups, standings)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    focusManager.setFocused(true);
    onlineManager.setOnline(true);
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false, retry: 0 } } });
    client.mount();
  });
  afterEach(() => {
    client.unmount();
    client.clear();
    focusManager.setFocused(undefined);
    onlineManager.setOnline(true);
    vi.useRealTimers();
  });

  it('re-read well within 5 seconds, and only while the page is visible and online', () => {
    for (const options of [championshipQueries.games('c1'), championshipQueries.groups('c1'), championshipQueries.results('c1')]) {
      expect(options.refetchInterval).toBe(liveRefetchInterval);
      expect(options.refetchIntervalInBackground).toBe(false);
      expect(options.networkMode).toBe('offlineFirst');
    }
    expect(liveRefetchInterval()).toBe(LIVE_REFETCH_MS);
    expect(LIVE_REFETCH_MS).toBeLessThan(5000);
    onlineManager.setOnline(false);
    expect(liveRefetchInterval()).toBe(false);
    // The detail and the teams are not polled, but read offline through the service worker too.
    expect(championshipQueries.detail('c1')).not.toHaveProperty('refetchInterval');
    expect(championshipQueries.teams('c1')).not.toHaveProperty('refetchInterval');
    expect(championshipQueries.detail('c1').networkMode).toBe('offlineFirst');
  });

  it('polls the games while visible, stops in a hidden tab or offline, and picks a new score up', async () => {
    let score: number | null = null;
    const get = vi.spyOn(apiClient, 'get').mockImplementation(async () => ({
      data: [{ id: 'g1', phase: 1, group: 'A', status: score === null ? 'agendado' : 'finalizado', team_a: 'A', team_b: 'B', team_score: score, opponent_team_score: score === null ? null : 0, scheduled_at: null }],
    }));
    const observer = new QueryObserver(client, championshipQueries.games('c1'));
    const seen: (number | null | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.data?.[0]?.team_score));
    await vi.advanceTimersByTimeAsync(10);
    expect(get).toHaveBeenCalledTimes(1);

    score = 2;
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS);
    expect(get).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult().data?.[0]?.team_score).toBe(2);

    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 3);
    expect(get).toHaveBeenCalledTimes(2);

    // Back to the tab: read at once, then poll again.
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(get).toHaveBeenCalledTimes(3);

    // Offline: the interval already running gives at most one more read (answered by the service worker's cache),
    // then polling stops until the device is back online.
    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 2);
    const offlineReads = get.mock.calls.length;
    expect(offlineReads).toBeLessThanOrEqual(4);
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 3);
    expect(get).toHaveBeenCalledTimes(offlineReads);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS + 10);
    expect(get.mock.calls.length).toBeGreaterThan(offlineReads);
    unsubscribe();
    expect(seen).toContain(2);
  });
});
