import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { paths } from '@areia/shared/core/paths';
import { placeHeadline, resultSentence, shareSentence } from '@areia/shared/core/rules/result-words';
import { LAST_RESULT_MS, type AthleteResultView } from '@areia/shared/core/schemas/result';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { resultCard } from '../../domain/results/card';
import { latestResultSince, resultOf, type AthleteResult } from '../../domain/results/reads';
import { missingResultPage, resultPage } from './result-page';
import type { getLastResultRoute, getResultCardRoute, getResultPageRoute, getResultRoute } from './results.routes';

/** Shared caches may keep a card or a page this long: a reopen (within its window) changes them seldom. */
const SHARED_CACHE = 'public, max-age=600';

export function resultsHandlers(deps: AppDeps) {
  const base = (c: Context) => deps.config.publicUrl ?? new URL(c.req.url).origin;

  function present(c: Context, result: AthleteResult): AthleteResultView {
    const address = `${base(c)}/api/results/${result.championshipId}/${result.athleteId}`;
    return {
      championship_id: result.championshipId,
      championship_title: result.championshipTitle,
      category: result.category,
      occurs: result.occurs.toISOString(),
      finalized_at: result.finalizedAt.toISOString(),
      athlete_id: result.athleteId,
      team: result.team,
      placement: result.placement,
      teams: result.teams,
      points: result.points,
      level_before: result.levelBefore,
      level_after: result.levelAfter,
      headline: placeHeadline(result.placement, result.agreement),
      text: resultSentence({ ...result, championship: result.championshipTitle }),
      share_text: shareSentence({ ...result, championship: result.championshipTitle }),
      card_url: `${address}/card.png`,
      share_url: `${address}/share`,
    };
  }

  /** The ids of a result's address, checked: anything but two UUIDs names no result. */
  function ids(c: Context): { championshipId: string; athleteId: string } {
    const { championshipId, athleteId } = c.req.param() as { championshipId: string; athleteId: string };
    if (!isUuid(championshipId) || !isUuid(athleteId)) throw new HttpError(404, messages.resultNotFound);
    return { championshipId, athleteId };
  }

  async function found(c: Context): Promise<AthleteResult> {
    const { championshipId, athleteId } = ids(c);
    const result = await resultOf(deps.db, championshipId, athleteId);
    if (!result) throw new HttpError(404, messages.resultNotFound);
    return result;
  }

  const get: RouteHandler<typeof getResultRoute, AppEnv> = async (c) => {
    const result = await found(c);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(present(c, result), 200);
  };

  const card: RouteHandler<typeof getResultCardRoute, AppEnv> = async (c) => {
    const { championshipId, athleteId } = ids(c);
    const drawn = await resultCard(deps.db, championshipId, athleteId);
    if (!drawn) throw new HttpError(404, messages.resultNotFound);
    c.header('Cache-Control', SHARED_CACHE);
    c.header('ETag', drawn.etag);
    if (c.req.header('if-none-match') === drawn.etag) return c.body(null, 304);
    const png = await drawn.render();
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
  };

  const page: RouteHandler<typeof getResultPageRoute, AppEnv> = async (c) => {
    const { championshipId, athleteId } = c.req.param() as { championshipId: string; athleteId: string };
    const result = isUuid(championshipId) && isUuid(athleteId) ? await resultOf(deps.db, championshipId, athleteId) : null;
    if (!result) {
      // A person following a link reads a page; any other caller the usual { message }.
      if (c.req.header('accept')?.includes('text/html')) return c.html(missingResultPage(deps.config.appUrl), 404);
      throw new HttpError(404, messages.resultNotFound);
    }
    c.header('Cache-Control', SHARED_CACHE);
    return c.html(resultPage(present(c, result), `${deps.config.appUrl}${paths.player.href(result.athleteId)}`), 200);
  };

  const last: RouteHandler<typeof getLastResultRoute, AppEnv> = async (c) => {
    const result = await latestResultSince(deps.db, c.var.auth.id, new Date(nowOf(deps).getTime() - LAST_RESULT_MS));
    if (!result) return c.body(null, 204);
    c.header('Cache-Control', 'private, no-store');
    return c.json(present(c, result), 200);
  };

  return { get, card, page, last };
}
