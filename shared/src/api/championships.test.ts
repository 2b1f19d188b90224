// @vitest-environment happy-dom
import { focusManager, onlineManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './client';
import { championshipQueries, LIVE_REFETCH_MS } from './championships';

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
      expect(options.refetchInterval).toBeLessThan(5000);
      expect(options.refetchIntervalInBackground).toBe(false);
    }
    // The list and the detail are not polled.
    expect(championshipQueries.detail('c1')).not.toHaveProperty('refetchInterval');
    expect(championshipQueries.teams('c1')).not.toHaveProperty('refetchInterval');
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

    onlineManager.setOnline(false);
    await vi.advanceTimersByTimeAsync(LIVE_REFETCH_MS * 3);
    expect(get).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(seen).toContain(2);
  });
});
