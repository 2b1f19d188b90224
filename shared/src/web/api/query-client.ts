import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@areia/shared/web/api/not-found';

/** Spec §9: lists and details stay fresh for 5 minutes; no refetch when the tab regains focus. */
export const STALE_FIVE_MINUTES = 5 * 60 * 1000;
export const STALE_ARENA_SEARCH = 30 * 1000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_FIVE_MINUTES,
        refetchOnWindowFocus: false,
        // One more try for a failed load, none for a 404: the id names nothing, asking again cannot change that.
        retry: (failureCount, error) => failureCount < 1 && !isNotFound(error),
      },
      mutations: { retry: 0 },
    },
  });
}
