import { describe, expect, it } from 'vitest';
import { buildPino, createLogger } from './logger';

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(false, buildPino({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }));
  return { logger, lines };
}

describe('API logger', () => {
  it('writes one JSON object per line with an ISO time, the level as a word and the message', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ msg: 'request', method: 'GET', path: '/api/arenas', status: 200 });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'request', method: 'GET', path: '/api/arenas', status: 200 });
    expect(new Date(lines[0]!.time as string).toISOString()).toBe(lines[0]!.time);
  });

  it('never writes a password, a token or an Authorization header', () => {
    const { logger, lines } = memoryLogger();
    logger.error({ msg: 'falhou', password: 'Areia@2026', token: 'eyJhbGciOi', headers: { authorization: 'Bearer eyJ' }, body: { password: 'x' } });
    const text = JSON.stringify(lines);
    expect(text).not.toMatch(/Areia@2026|eyJ|"x"/);
    expect(lines[0]).toMatchObject({ level: 'error', password: '[redacted]', token: '[redacted]', headers: { authorization: '[redacted]' } });
  });

  it('silent writes nothing', () => {
    const silent = createLogger(true);
    expect(silent.silent).toBe(true);
    expect(() => silent.info({ msg: 'x' })).not.toThrow();
  });
});
