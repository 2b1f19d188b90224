import type { UserProfile } from '@areia/shared/core/schemas/user';

/**
 * The session (docs/architecture.md, "The session"), as plain rules. `loading`: a token is being checked; `signed-in`: a user to show (from /me, or the cached
 * one after a failed check); `unreachable`: a token the server could not check and no cached user to fall back on;
 * `anonymous`: no token.
 */
export type SessionStatus = 'loading' | 'anonymous' | 'signed-in' | 'unreachable';

/** Only the server saying "this token is not valid" ends a session; silence, timeouts and 5xx do not. */
export function endsSession(status: number | undefined): boolean {
  return status === 401;
}

export interface SessionInputs {
  token: string | null;
  signingOut: boolean;
  /** The `me` query's data: the profile, `null` after a 401, `undefined` before the first answer. */
  me: UserProfile | null | undefined;
  /** The last /me check failed without ending the session (no answer, timeout, 5xx). */
  failed: boolean;
  cachedUser: UserProfile | null;
}

export interface SessionView {
  status: SessionStatus;
  user: UserProfile | null;
  /** Show the "sem conexão" notice. */
  offline: boolean;
}

export function deriveSession({ token, signingOut, me, failed, cachedUser }: SessionInputs): SessionView {
  if (!token || signingOut || me === null) return { status: 'anonymous', user: null, offline: false };
  if (me) return { status: 'signed-in', user: me, offline: failed };
  if (!failed) return { status: 'loading', user: null, offline: false };
  return cachedUser ? { status: 'signed-in', user: cachedUser, offline: true } : { status: 'unreachable', user: null, offline: true };
}

/** A location the guard saved for after the login (`state.from`), if it is one of ours. */
export function savedLocation(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from;
}
