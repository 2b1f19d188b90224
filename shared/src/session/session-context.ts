import { createContext, useContext } from 'react';
import type { UserProfile } from '@areia/shared/schemas/user';

export interface Session {
  user: UserProfile | null;
  /** True while the stored token is being checked at start-up. */
  loading: boolean;
  /** Stores the token and the user (login success). */
  signIn(token: string, user: UserProfile): void;
  /** Calls the API's logout, then forgets the token and the cached user even if the call failed. */
  signOut(): Promise<void>;
  /** Replaces the user everywhere (after a profile edit), keeping the cached copy in step. */
  setUser(user: UserProfile): void;
  refreshUser(): Promise<UserProfile | null>;
}

/** The one session context; the shell mounts its provider and every remote reads it through the shared singleton. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession precisa de um SessionProvider');
  return session;
}
