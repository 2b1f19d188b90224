import type { APIRequestContext } from '@playwright/test';
import { apiUrl } from './session';

/**
 * TEST HOOK (api/src/routes/test-hooks.ts, on only in the suite's API through AREIA_TEST_HOOKS=1): sets a game's
 * score as a saved score would, or clears it (null, null). The organizer's score screen replaces it after the merge.
 */
export async function setGameScore(request: APIRequestContext, gameId: string, scoreA: number | null, scoreB: number | null) {
  const response = await request.put(`${apiUrl()}/api/test-hooks/games/${gameId}/score`, { data: { score_a: scoreA, score_b: scoreB } });
  if (!response.ok()) throw new Error(`test hook falhou: ${response.status()} ${await response.text()}`);
}

/** TEST HOOK: moves an open game's time (into the past, so its score can be reported now). */
export async function setOpenGameStart(request: APIRequestContext, gameId: string, startsAt: Date) {
  const response = await request.put(`${apiUrl()}/api/test-hooks/open-games/${gameId}/starts-at`, { data: { starts_at: startsAt.toISOString() } });
  if (!response.ok()) throw new Error(`test hook falhou: ${response.status()} ${await response.text()}`);
}
