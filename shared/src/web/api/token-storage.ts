import type { UserProfile } from '@areia/shared/core/schemas/user';
import { TOKEN_STORAGE_KEY as TOKEN_KEY, USER_STORAGE_KEY as USER_KEY } from '@areia/shared/core/storage-keys';
import { clearOfflineApiCache } from '@areia/shared/web/offline/offline-cache';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Where the session lives between visits (docs/architecture.md, "The session"): the token and the last known profile. The API client reads the
 * token from here and the session watches it, so neither imports the other.
 */
export const tokenStorage = {
  getToken(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  setToken(token: string) {
    // Another account (or a new session): the API answers kept for offline use are not theirs.
    if (localStorage.getItem(TOKEN_KEY) !== token) clearOfflineApiCache();
    localStorage.setItem(TOKEN_KEY, token);
    changed();
  },
  getCachedUser(): UserProfile | null {
    const raw = localStorage.getItem(USER_KEY);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as UserProfile | null;
      return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
    } catch {
      return null;
    }
  },
  setCachedUser(user: UserProfile) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear() {
    clearOfflineApiCache();
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    changed();
  },
  /** Called whenever the token is set or cleared (for `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
