import type { APIRequestContext } from '@playwright/test';
import type { Arena } from '@areia/shared/core/schemas/arena';
import type { Player } from '@areia/shared/core/schemas/player';
import { VOLEI_MODALITY_ID } from '@areia/shared/core/modality';
import { fetchAllPages } from './paging';
import { apiLogin, apiUrl, DEMO_ACCOUNT } from './session';

/**
 * Reads what the real API holds, so a test's expectations come from the same data the screen shows rather than
 * from names copied out of the seed.
 */
async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const { token } = await apiLogin(request, DEMO_ACCOUNT);
  const response = await request.get(`${apiUrl()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`GET ${path} falhou: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every page of a list, read as the demo athlete. */
async function apiGetAll<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const { token } = await apiLogin(request, DEMO_ACCOUNT);
  return fetchAllPages<T>(request, token, path);
}

export const fetchApiPlayers = (request: APIRequestContext) => apiGetAll<Player>(request, `/api/players/${VOLEI_MODALITY_ID}`);

export const fetchApiPlayer = (request: APIRequestContext, id: string) =>
  apiGet<Player>(request, `/api/players/${VOLEI_MODALITY_ID}/${encodeURIComponent(id)}`);

export const fetchApiArenas = (request: APIRequestContext) => apiGetAll<Arena>(request, '/api/arenas');

/** Case and accent fold written independently of the app's `foldText`, so the tests do not share its bugs. */
export const fold = (text: string | null | undefined) =>
  (text ?? '').normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLocaleLowerCase('pt-BR');
