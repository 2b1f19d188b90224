import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from '@areia/shared/web/api/auth';
import { httpStatus } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { endsSession } from '@areia/shared/web/session/session-rules';

/** While the server cannot be reached, the session asks again this often (and at once when the device is back online). */
export const SESSION_RETRY_MS = 15_000;

/**
 * GET /api/user/me for the stored token. A 401 forgets the token and the cached user silently and answers `null`;
 * any other failure is thrown, so the session keeps both and reports the outage.
 */
export async function loadMe(): Promise<UserProfile | null> {
  try {
    const me = await fetchMe();
    tokenStorage.setCachedUser(me);
    return me;
  } catch (error) {
    if (endsSession(httpStatus(error))) {
      tokenStorage.clear();
      return null;
    }
    throw error;
  }
}

/** The one `me` query: the signed-in user is its data. */
export const meQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: loadMe,
    enabled,
    staleTime: Infinity,
    retry: false,
    // Offline the check must fail (and fall back to the cached user), not wait paused for the network.
    networkMode: 'always',
    refetchOnReconnect: false,
    refetchInterval: (query) => (query.state.status === 'error' ? SESSION_RETRY_MS : false),
  });
