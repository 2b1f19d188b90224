import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

afterEach(() => {
  vi.unstubAllGlobals();
  setRuntimeConfig({ apiUrl: 'http://localhost:4000', remotes: { mfe_auth: 'http://localhost:3001/mf-manifest.json' } });
});

describe('runtime config', () => {
  it('keeps the development defaults until a config is loaded', () => {
    expect(getRuntimeConfig().apiUrl).toBe('http://localhost:4000');
    expect(getRuntimeConfig().remotes.mfe_arenas).toBe('http://localhost:3004/mf-manifest.json');
    expect(getRuntimeConfig().remotes.mfe_organizer).toBe('http://localhost:3006/mf-manifest.json');
  });

  it('a loaded file replaces only the remotes it names', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ apiUrl: 'https://api.areia.app', remotes: { mfe_auth: 'https://auth.areia.app/mf-manifest.json' } })));
    const config = await loadRuntimeConfig();
    expect(config.apiUrl).toBe('https://api.areia.app');
    expect(config.remotes.mfe_auth).toBe('https://auth.areia.app/mf-manifest.json');
    expect(config.remotes.mfe_players).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('a missing file keeps what was there', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('não encontrado', { status: 404 })));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await loadRuntimeConfig()).apiUrl).toBe('http://localhost:4000');
  });
});
