import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('areia.runtime-config')];
});

describe('runtime config', () => {
  it('is seen by a second copy of the module (a remote’s bundled fallback of a shared module)', async () => {
    const shellCopy = await import('./runtime-config');
    vi.resetModules();
    const remoteCopy = await import('./runtime-config');
    expect(remoteCopy).not.toBe(shellCopy);

    shellCopy.setRuntimeConfig({ apiUrl: 'http://localhost:4400' });
    expect(remoteCopy.getRuntimeConfig().apiUrl).toBe('http://localhost:4400');
    expect(remoteCopy.getRuntimeConfig().remotes.mfe_arenas).toBe('http://localhost:3004/mf-manifest.json');
  });

  it('keeps the development defaults until a config is loaded', async () => {
    vi.resetModules();
    const { getRuntimeConfig } = await import('./runtime-config');
    expect(getRuntimeConfig().apiUrl).toBe('http://localhost:4000');
  });
});
