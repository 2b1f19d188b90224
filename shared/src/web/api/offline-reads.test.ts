import { onlineManager, QueryClient, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarQueries } from './calendar';
import { apiClient } from './client';
import { organizerQueries } from './organizer';
import { summaryQueries } from './summary';
import { pagedAnswer as answer } from '@areia/shared/web/testing/paged-answers';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

/** Runs a query as a screen would while TanStack Query has heard the device go offline; what it read, if anything. */
async function readOffline<TData, TKey extends readonly unknown[]>(options: QueryObserverOptions<TData, Error, TData, TData, TKey>) {
  onlineManager.setOnline(false);
  const client = new QueryClient();
  const observer = new QueryObserver(client, options);
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    return observer.getCurrentResult().data;
  } finally {
    unsubscribe();
    client.clear();
  }
}

// The service worker keeps these answers (shell/src/sw-routes.ts): without signal the screens still ask, and the worker
// answers with its copy, instead of the query waiting paused for a network that is not there.
describe('the reads the worker keeps are asked without signal', () => {
  it("the home's counts", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer({ championships: 3 }));
    expect(await readOffline(summaryQueries.home(null))).toEqual({ championships: 3 });
  });

  it("the home's next game", async () => {
    vi.spyOn(apiClient, 'get').mockResolvedValue(answer({ id: 'g1' }));
    expect(await readOffline(calendarQueries.nextGame('u1'))).toEqual({ id: 'g1' });
  });

  it("the organizer's championship with its games, where scores are entered", async () => {
    vi.spyOn(apiClient, 'get').mockImplementation(((url: string) => Promise.resolve(url.endsWith('/games') ? answer([]) : answer({ id: 'c1' }))) as typeof apiClient.get);
    expect(await readOffline(organizerQueries.detail('c1'))).toEqual({ id: 'c1', games: [] });
  });
});
