import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchMe, logout } from '../api/auth';
import { queryKeys } from '../api/query-keys';
import type { UserProfile } from '../schemas/user';
import { SessionContext, type Session } from './session-context';
import { tokenStorage } from './token-storage';

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(() => tokenStorage.getToken() !== null);

  const refreshUser = useCallback(async () => {
    if (!tokenStorage.getToken()) {
      setUserState(null);
      return null;
    }
    try {
      const me = await fetchMe();
      tokenStorage.setCachedUser(me);
      setUserState(me);
      return me;
    } catch {
      // Spec §8: a failed start-up check signs the user out silently.
      tokenStorage.clear();
      setUserState(null);
      return null;
    }
  }, []);

  useEffect(() => {
    if (!tokenStorage.getToken()) return;
    let cancelled = false;
    void refreshUser().finally(() => {
      if (!cancelled) setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, [refreshUser]);

  const signIn = useCallback(
    (token: string, signedIn: UserProfile) => {
      tokenStorage.setToken(token);
      tokenStorage.setCachedUser(signedIn);
      queryClient.clear();
      setUserState(signedIn);
      setLoading(false);
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } finally {
      tokenStorage.clear();
      queryClient.clear();
      setUserState(null);
    }
  }, [queryClient]);

  const setUser = useCallback(
    (next: UserProfile) => {
      tokenStorage.setCachedUser(next);
      queryClient.setQueryData(queryKeys.me(), next);
      setUserState(next);
    },
    [queryClient],
  );

  const value = useMemo<Session>(
    () => ({ user, loading, signIn, signOut, setUser, refreshUser }),
    [user, loading, signIn, signOut, setUser, refreshUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
