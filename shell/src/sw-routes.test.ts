import { describe, expect, it } from 'vitest';
import { isApiReadKept, isEntryFile, isHashedFile, isMediaFile } from './sw-routes';

const u = (href: string) => new URL(href);
const C = '6f1c1b4e-3a55-4a5e-9f0e-2d7f8a9b0c1d';
const M = 'd6a2f1c8-0b7e-4f5a-8c3d-1e2f3a4b5c6d';

describe('service worker routes', () => {
  it('keeps only a championship and its tabs from the API', () => {
    for (const tail of ['', '/teams', '/groups', '/games', '/results']) {
      expect(isApiReadKept(u(`http://localhost:4000/api/championships/${M}/${C}${tail}`))).toBe(true);
    }
    for (const href of [
      `http://localhost:4000/api/championships/${M}`,
      `http://localhost:4000/api/championships/${M}?filter=soon`,
      `http://localhost:4000/api/championships/${M}/${C}/calendar.ics`,
      'http://localhost:4000/api/user/me',
      'http://localhost:4000/api/user/next-game',
      'http://localhost:4000/api/auth/login',
      `http://localhost:4000/api/players/${M}`,
    ]) {
      expect(isApiReadKept(u(href)), href).toBe(false);
    }
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
});
