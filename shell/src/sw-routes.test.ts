import { describe, expect, it } from 'vitest';
import { apiCacheKey, isApiReadKept, isEntryFile, isHashedFile, isMediaFile, warmRequest, WARM_MESSAGE } from './sw-routes';

const u = (href: string) => new URL(href);
const C = '6f1c1b4e-3a55-4a5e-9f0e-2d7f8a9b0c1d';
const M = 'd6a2f1c8-0b7e-4f5a-8c3d-1e2f3a4b5c6d';
const API = 'http://localhost:4000';

describe('service worker routes', () => {
  it('keeps the reads of the screens that open offline, and nothing else of the API', () => {
    for (const path of [
      `/api/championships/${M}/${C}`,
      `/api/championships/${M}/${C}/teams`,
      `/api/championships/${M}/${C}/groups`,
      `/api/championships/${M}/${C}/games`,
      `/api/championships/${M}/${C}/results`,
      `/api/championships/${M}`,
      `/api/championships/${M}?limit=50`,
      `/api/championships/${M}?filter=soon`,
      `/api/championships/${M}?search=`,
      '/api/user/me',
      '/api/user/next-game',
      '/api/user/calendar',
      `/api/summary/${M}`,
      `/api/summary/${M}?latitude=-22.9&longitude=-43.2&maxDistance=10`,
      `/rest/v1/user_modalities?select=*&user_id=eq.${C}&status=eq.active`,
      `/api/organizer/championships/${C}`,
      `/api/organizer/championships/${C}/games?limit=100`,
      `/api/organizer/championships/${C}/games?limit=100&cursor=abc`,
      '/api/scorekeeper/Ab_-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG.0.abcdefghijklmnopqrstuvwxyz012345',
    ]) {
      expect(isApiReadKept(u(`${API}${path}`)), path).toBe(true);
    }
    for (const path of [
      `/api/championships/${M}?cursor=abc`,
      `/api/championships/${M}?search=rio`,
      `/api/championships/${M}/${C}/calendar.ics`,
      `/api/championships/${M}/${C}/teams/x`,
      '/api/auth/login',
      '/api/user/invitations',
      `/api/players/${M}`,
      '/api/arenas',
      '/api/organizer/championships',
      `/api/organizer/championships/${C}/payments`,
      // The live stream never ends: a kept copy would be an answer that never completes.
      `/api/live/championships/${C}`,
      `/api/live/championships/${C}/day`,
      // A scorekeeper's taps and result are writes; only the screen's read is kept.
      `/api/scorekeeper/abc.0.def/games/${C}/live`,
      `/api/scorekeeper/abc.0.def/games/${C}/report`,
    ]) {
      expect(isApiReadKept(u(`${API}${path}`)), path).toBe(false);
    }
  });

  it('keeps one summary whatever position it was asked with', () => {
    expect(apiCacheKey(u(`${API}/api/summary/${M}?latitude=1&longitude=2`))).toBe(`${API}/api/summary/${M}`);
    expect(apiCacheKey(u(`${API}/api/championships/${M}?limit=50`))).toBe(`${API}/api/championships/${M}?limit=50`);
  });

  it('tells entry files (network-first) from hashed ones (cache-first)', () => {
    for (const path of ['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/runtime-config.json']) {
      expect(isEntryFile(u(`http://localhost:3001${path}`))).toBe(true);
      expect(isHashedFile(u(`http://localhost:3001${path}`))).toBe(false);
    }
    expect(isHashedFile(u('http://localhost:3001/main.1a2b3c4d.js'))).toBe(true);
    expect(isHashedFile(u('http://localhost:3001/__federation_expose_home.9f8e7d6c.css'))).toBe(true);
    expect(isHashedFile(u('http://localhost:3001/0123456789abcdef01.svg'))).toBe(true);
    expect(isHashedFile(u('http://localhost:3001/sw.js'))).toBe(false);
    expect(isMediaFile(u('http://localhost:4000/media/demo/banner/x.svg'))).toBe(true);
    expect(isMediaFile(u('http://localhost:4000/api/user/me'))).toBe(false);
  });

  it('reads a warm-up message, ignoring anything else', () => {
    const page = { manifest: 'https://champ.example/mf-manifest.json', module: 'ChampionshipsPage' };
    expect(warmRequest({ type: WARM_MESSAGE, pages: [page, { manifest: 'javascript:x', module: 'X' }, 3] })).toEqual([page]);
    expect(warmRequest({ type: 'other', pages: [page] })).toBeUndefined();
    expect(warmRequest('areia:warm')).toBeUndefined();
  });
});
