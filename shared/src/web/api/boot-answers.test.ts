import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRuntimeConfig, setRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { BOOT_ANSWER_MAX_AGE_MS, bootAnswerKey, joinApiUrl, queryString, splitBatchAnswer, takeBootAnswer, type BootAnswer } from './boot-answers';
import { apiClient, httpStatus, serverMessage } from './client';
import { isNotFound } from './not-found';
import { tokenStorage } from './token-storage';

const answer = (data: unknown, status = 200): BootAnswer => ({ status, data, headers: { 'x-next-cursor': 'c2' } });

function boot(answers: Record<string, BootAnswer>, at = Date.now()) {
  globalThis.__AREIA_BOOT__ = {
    at,
    manifests: {},
    answers: Object.fromEntries(Object.entries(answers).map(([key, value]) => [key, Promise.resolve(value)])),
  };
}

afterEach(() => {
  globalThis.__AREIA_BOOT__ = undefined;
});

describe('the URL of a call', () => {
  it('joins base and path as axios does, and writes the params in order, without empty ones', () => {
    expect(joinApiUrl('https://api.test/', '/api/x')).toBe('https://api.test/api/x');
    expect(joinApiUrl('https://api.test', 'api/x')).toBe('https://api.test/api/x');
    expect(queryString({ limit: 50, cursor: undefined, filter: null, search: 'copa rio' })).toBe('?limit=50&search=copa+rio');
    expect(queryString(undefined)).toBe('');
  });
});

describe('splitBatchAnswer', () => {
  it('one boot answer per path asked, in order; anything else is not a batch answer', () => {
    const body = [
      { status: 200, headers: { 'content-type': 'application/json', 'x-next-cursor': 'c2' }, data: [{ id: 1 }] },
      { status: 404, headers: {}, data: { message: 'Campeonato não encontrado' } },
    ];
    expect(splitBatchAnswer(body, 2)).toEqual([
      { status: 200, headers: { 'content-type': 'application/json', 'x-next-cursor': 'c2' }, data: [{ id: 1 }] },
      { status: 404, headers: {}, data: { message: 'Campeonato não encontrado' } },
    ]);
    expect(splitBatchAnswer(body, 3)).toBeUndefined();
    expect(splitBatchAnswer({ message: 'Recurso não encontrado' }, 1)).toBeUndefined();
    expect(splitBatchAnswer('<html>Bad gateway</html>', 1)).toBeUndefined();
    expect(splitBatchAnswer([{ status: '200', headers: {}, data: null }], 1)).toBeUndefined();
    expect(splitBatchAnswer([null], 1)).toBeUndefined();
    expect(splitBatchAnswer([{ status: 200, data: null }], 1)).toBeUndefined();
  });
});

describe('takeBootAnswer', () => {
  it('hands an answer out once, to the session it was fetched for, while it is fresh', async () => {
    boot({ [bootAnswerKey('https://api.test/api/user/me', 'token-a')]: answer({ id: 'u1' }) });
    expect(takeBootAnswer('https://api.test/api/user/me', 'token-b')).toBeUndefined();
    await expect(takeBootAnswer('https://api.test/api/user/me', 'token-a')).resolves.toMatchObject({ data: { id: 'u1' } });
    expect(takeBootAnswer('https://api.test/api/user/me', 'token-a')).toBeUndefined();

    boot({ [bootAnswerKey('https://api.test/api/user/me', 'token-a')]: answer({ id: 'u1' }) }, Date.now() - BOOT_ANSWER_MAX_AGE_MS - 1);
    expect(takeBootAnswer('https://api.test/api/user/me', 'token-a')).toBeUndefined();
  });

  it('is empty without a boot script (development, tests)', () => {
    expect(takeBootAnswer('https://api.test/api/user/me', 'token-a')).toBeUndefined();
  });
});

describe('apiClient.get with a boot answer', () => {
  it('answers from it, headers included, without asking the network', async () => {
    vi.spyOn(tokenStorage, 'getToken').mockReturnValue('token-a');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const url = `${joinApiUrl(getRuntimeConfig().apiUrl, '/api/championships/m')}?limit=50`;
    boot({ [bootAnswerKey(url, 'token-a')]: answer([{ id: 'c1' }]) });
    const response = await apiClient.get('/api/championships/m', { params: { limit: 50 } });
    expect(response.data).toEqual([{ id: 'c1' }]);
    expect(response.status).toBe(200);
    expect(response.headers['x-next-cursor']).toBe('c2');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('rejects with a boot 404 as axios does (the page shows "not found"), without asking the network', async () => {
    vi.spyOn(tokenStorage, 'getToken').mockReturnValue('token-a');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const url = joinApiUrl(getRuntimeConfig().apiUrl, '/api/players/m/p0');
    boot({ [bootAnswerKey(url, 'token-a')]: answer({ message: 'Jogador não encontrado.' }, 404) });
    const error: unknown = await apiClient.get('/api/players/m/p0').then(
      () => undefined,
      (rejected: unknown) => rejected,
    );
    expect(isNotFound(error)).toBe(true);
    expect(httpStatus(error)).toBe(404);
    expect(serverMessage(error)).toBe('Jogador não encontrado.');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks the network again when the boot answer was another error', async () => {
    const seen: string[] = [];
    const server = createServer((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers.authorization}`);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'u2' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const before = getRuntimeConfig().apiUrl;
    setRuntimeConfig({ apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    try {
      vi.spyOn(tokenStorage, 'getToken').mockReturnValue('token-a');
      boot({ [bootAnswerKey(joinApiUrl(getRuntimeConfig().apiUrl, '/api/user/me'), 'token-a')]: answer({ message: 'Sessão expirada' }, 401) });
      const response = await apiClient.get('/api/user/me');
      expect(response.data).toEqual({ id: 'u2' });
      expect(seen).toEqual(['GET /api/user/me Bearer token-a']);
    } finally {
      setRuntimeConfig({ apiUrl: before });
      server.close();
    }
  });
});
