import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  delete (globalThis as { __AREIA_RUNTIME_CONFIG__?: unknown }).__AREIA_RUNTIME_CONFIG__;
});

describe('runtime config', () => {
  it('is seen by a second copy of the module (a remote that bundled its own)', async () => {
    const shellCopy = await import('./runtime-config');
    shellCopy.setRuntimeConfig({ apiUrl: 'http://api.example:4200' });
    vi.resetModules();
    const remoteCopy = await import('./runtime-config');
    expect(remoteCopy).not.toBe(shellCopy);
    expect(remoteCopy.getRuntimeConfig().apiUrl).toBe('http://api.example:4200');
    expect(remoteCopy.getRuntimeConfig().remotes.mfe_auth).toBe('http://localhost:3001/mf-manifest.json');
  });
});
