import { getRuntimeConfig } from '@areia/shared/web/config/runtime-config';
import { joinApiUrl } from '@areia/shared/web/api/boot-answers';
import type { SetPoints } from '@areia/shared/core/rules/score';
import type { ScorekeeperView } from '@areia/shared/core/schemas/scorekeeper';

/**
 * The scorekeeper's screen (/placar/:token) talks to the API with the browser's fetch and the link's token only: the
 * person at the court has no account, and the page stays in the light auth remote without the app's HTTP client.
 */

/** A refused call, with its status and the API's pt-BR sentence when it gave one (410 revoked/expired, 404 unknown). */
export class ScorekeeperError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const base = (token: string) => joinApiUrl(getRuntimeConfig().apiUrl, `/api/scorekeeper/${encodeURIComponent(token)}`);

async function answer(response: Response): Promise<ScorekeeperView> {
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : '';
    throw new ScorekeeperError(response.status, message);
  }
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { games?: unknown }).games)) throw new ScorekeeperError(502, '');
  return body as ScorekeeperView;
}

/** GET the championship and the games the link may score. */
export async function fetchScorekeeperView(token: string, signal?: AbortSignal): Promise<ScorekeeperView> {
  return answer(await fetch(base(token), { signal }));
}

const send = async (method: 'PUT' | 'POST', url: string, sets: readonly SetPoints[]) =>
  answer(await fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sets }) }));

/** The sets as they stand, after each tap: the public page and the organizer see them live. */
export function putLiveSets(token: string, gameId: string, sets: readonly SetPoints[]): Promise<ScorekeeperView> {
  return send('PUT', `${base(token)}/games/${encodeURIComponent(gameId)}/live`, sets);
}

/** "Enviar resultado": the finished match, pending until a team (or the organizer) confirms it. */
export function reportResult(token: string, gameId: string, sets: readonly SetPoints[]): Promise<ScorekeeperView> {
  return send('POST', `${base(token)}/games/${encodeURIComponent(gameId)}/report`, sets);
}
