import { describe, expect, it } from 'vitest';
import { remotes } from '@areia/shared/core/manifest';
import { configFromEnv, pushSubjectFrom } from './config';

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

describe('the push subject', () => {
  it('is AREIA_PUSH_SUBJECT, or mailto: the sender of the e-mails', () => {
    expect(configFromEnv({ AREIA_PUSH_SUBJECT: 'https://areia.app/contato' }).pushSubject).toBe('https://areia.app/contato');
    expect(configFromEnv({ AREIA_MAIL_FROM: 'Arena <avisos@arena.com.br>' }).pushSubject).toBe('mailto:avisos@arena.com.br');
    expect(configFromEnv({}).pushSubject).toBe('mailto:nao-responda@areia.app');
  });

  it('refuses to start with an address push services refuse: http, localhost, not an address', () => {
    for (const subject of ['http://areia.app', 'mailto:ops@localhost', 'https://localhost/contato', 'https://127.0.0.1', 'ops@areia.app', 'mailto:']) {
      expect(() => pushSubjectFrom(subject, 'x@y.z'), subject).toThrow(/AREIA_PUSH_SUBJECT/);
    }
  });
});
