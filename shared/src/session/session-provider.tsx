import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchMe, logout } from '@areia/shared/api/auth';
import { queryKeys } from '@areia/shared/api/query-keys';
import type { UserProfile } from '@areia/shared/schemas/user';
import { SessionContext, type Session } from '@areia/shared/session/session-context';
import { tokenStorage } from '@areia/shared/session/token-storage';

/** The user behind the stored token; a failed check forgets the token silently (spec §8). */
async function loadStoredUser(): Promise<UserProfile | null> {
  if (!tokenStorage.getToken()) return null;
  try {
    const me = await fetchMe();
    tokenStorage.setCachedUser(me);
    return me;
  } catch {
    tokenStorage.clear();
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUserState] = useState<UserProfile | null>(null);
  const [loading, setLoading] = useState(() => tokenStorage.getToken() !== null);

  const refreshUser = useCallback(async () => {
    const me = await loadStoredUser();
    setUserState(me);
    return me;
  }, []);

  useEffect(() => {
    if (!tokenStorage.getToken()) return;
    let cancelled = false;
    void loadStoredUser().then((me) => {
      if (cancelled) return;
      setUserState(me);
      setLoading(false);
    });
    return () => {
      cancelled = true;
    };
  }, []);

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
