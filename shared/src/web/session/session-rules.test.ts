import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../../core/schemas/user';
import { deriveSession, endsSession, savedLocation } from './session-rules';

const me = { id: 'u-1', nickname: 'Duda' } as UserProfile;
const cached = { id: 'u-1', nickname: 'Duda (salvo)' } as UserProfile;
const base = { token: 'tok', signingOut: false, me: undefined, failed: false, cachedUser: null };

describe('endsSession', () => {
  it('only a 401 ends the session', () => {
    expect(endsSession(401)).toBe(true);
    for (const status of [undefined, 400, 403, 404, 429, 500, 502, 503, 504]) expect(endsSession(status)).toBe(false);
  });
});

describe('deriveSession', () => {
  it('no token, or a sign-out under way, is anonymous', () => {
    expect(deriveSession({ ...base, token: null, me })).toEqual({ status: 'anonymous', user: null, offline: false });
    expect(deriveSession({ ...base, signingOut: true, me })).toEqual({ status: 'anonymous', user: null, offline: false });
  });

  it('a token waits for /me even with a cached user: the cache is only the fallback after a failure', () => {
    expect(deriveSession({ ...base, cachedUser: cached })).toEqual({ status: 'loading', user: null, offline: false });
  });

  it('/me answered: signed in with its user', () => {
    expect(deriveSession({ ...base, me })).toEqual({ status: 'signed-in', user: me, offline: false });
  });

  it('/me said 401 (data null): anonymous', () => {
    expect(deriveSession({ ...base, me: null })).toEqual({ status: 'anonymous', user: null, offline: false });
  });

  it('/me failed without an answer: the cached user, with the notice', () => {
    expect(deriveSession({ ...base, failed: true, cachedUser: cached })).toEqual({ status: 'signed-in', user: cached, offline: true });
  });

  it('/me failed and nothing is cached: unreachable, token kept, notice shown', () => {
    expect(deriveSession({ ...base, failed: true })).toEqual({ status: 'unreachable', user: null, offline: true });
  });

  it('a later check failing keeps the user /me gave, with the notice', () => {
    expect(deriveSession({ ...base, me, failed: true, cachedUser: cached })).toEqual({ status: 'signed-in', user: me, offline: true });
  });
});

describe('savedLocation', () => {
  it('accepts paths of this app only', () => {
    expect(savedLocation({ from: '/championship/abc?tab=1' })).toBe('/championship/abc?tab=1');
    expect(savedLocation({ from: '//evil.example/x' })).toBeUndefined();
    expect(savedLocation({ from: 'https://evil.example' })).toBeUndefined();
    expect(savedLocation({ from: 3 })).toBeUndefined();
    expect(savedLocation(null)).toBeUndefined();
    expect(savedLocation({ email: 'a@b.c' })).toBeUndefined();
  });
});
