import { describe, expect, it } from 'vitest';
import { remotes } from '@areia/shared/core/manifest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('lets the shell and every remote of the manifest call the API by default', () => {
    const { corsOrigins } = configFromEnv({});
    expect(corsOrigins).toContain('http://localhost:3000');
    expect(corsOrigins).toContain('http://127.0.0.1:3000');
    for (const remote of remotes) {
      expect(corsOrigins).toContain(`http://localhost:${3000 + remote.portOffset}`);
    }
    expect(corsOrigins).toContain('http://localhost:3006');
  });

  it('takes the origins from AREIA_CORS_ORIGINS when set', () => {
    expect(configFromEnv({ AREIA_CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
