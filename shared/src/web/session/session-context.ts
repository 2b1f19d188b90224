import { createContext, useContext } from 'react';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import type { SessionStatus } from '@areia/shared/web/session/session-rules';

export interface Session {
  user: UserProfile | null;
  status: SessionStatus;
  /** True while the stored token is being checked and there is nothing to show yet. */
  loading: boolean;
  /** The server could not check the session (no answer, timeout, 5xx): the token and cached user are kept. */
  offline: boolean;
  /** A check of the session is under way after an outage. */
  retrying: boolean;
  /** A sign-out is moving the app to the landing page: the guard waits instead of sending the page to the login. */
  signingOut: boolean;
  /** Checks the session with the server again (after an outage). */
  retry(): void;
  /** Replaces the user everywhere (after a profile edit), keeping the cached copy in step. */
  setUser(user: UserProfile): void;
  /** For `useSignOut` only. */
  markSigningOut(on: boolean): void;
}

/** The one session context; the shell mounts its provider and every remote reads it through the shared singleton. */
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession precisa de um SessionProvider');
  return session;
}
