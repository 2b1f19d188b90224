import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { tokenStorage } from '@areia/shared/web/api/token-storage';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import { SessionContext, type Session } from '@areia/shared/web/session/session-context';
import { meQuery } from '@areia/shared/web/session/me-query';
import { deriveSession } from '@areia/shared/web/session/session-rules';
import { ConnectionNotice } from '@areia/shared/web/ui/connection-notice';

/** The session is the `me` query for the stored token, with the cached user as its fallback during an outage. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const token = useSyncExternalStore(tokenStorage.subscribe, tokenStorage.getToken, () => null);
  const [signingOut, setSigningOut] = useState(false);
  const me = useQuery(meQuery(token !== null && !signingOut));
  // Checking again after a failure (back online, "Tentar novamente") reads as pending while no answer has come yet:
  // it still counts as failed, so the cached user stays and the guard does not blank the page (dropping what it held).
  const { refetch, isFetching } = me;
  const failed = me.isError || (isFetching && me.errorUpdatedAt > me.dataUpdatedAt);
  const cachedUser = useMemo(() => (failed && token ? tokenStorage.getCachedUser() : null), [failed, token]);
  const { status, user, offline } = deriveSession({ token, signingOut, me: me.data, failed, cachedUser });

  const retry = useCallback(() => void refetch(), [refetch]);

  // Back online: check again at once instead of waiting for the next periodic try.
  useEffect(() => {
    if (!offline) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [offline, retry]);

  const setUser = useCallback(
    (next: UserProfile) => {
      tokenStorage.setCachedUser(next);
      queryClient.setQueryData(queryKeys.me(), next);
    },
    [queryClient],
  );

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      offline,
      loading: status === 'loading',
      retrying: isFetching && offline,
      signingOut,
      retry,
      setUser,
      markSigningOut: setSigningOut,
    }),
    [status, user, offline, isFetching, signingOut, retry, setUser],
  );

  return (
    <SessionContext.Provider value={value}>
      {offline && <ConnectionNotice busy={value.retrying} onRetry={retry} />}
      {children}
    </SessionContext.Provider>
  );
}
