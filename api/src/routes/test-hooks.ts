import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { games, openGames } from '../platform/db/schema';
import type { AppDeps, AppEnv } from '../deps';
import { HttpError, isUuid } from '../platform/http/http-error';
import { messages } from '../platform/http/messages';
import { publishLive } from '../domain/live/publish';

/**
 * TEST HOOKS — mounted only when AREIA_TEST_HOOKS=1 (the e2e suite's API process; `pnpm start` never sets it).
 * They let a browser test change data the product has no screen for yet on this branch (a game's score), so "live
 * at the court" can be shown without a reload. Not documented in OpenAPI, not for production.
 */
export function testHooksRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>();
  router.put('/api/test-hooks/games/:gameId/score', async (c) => {
    const gameId = c.req.param('gameId');
    if (!isUuid(gameId)) throw new HttpError(404, messages.notFound);
    const body = (await c.req.json().catch(() => null)) as { score_a?: unknown; score_b?: unknown } | null;
    const valid = (value: unknown) => value === null || (Number.isInteger(value) && (value as number) >= 0);
    if (!body || !valid(body.score_a) || !valid(body.score_b) || (body.score_a === null) !== (body.score_b === null)) {
      throw new HttpError(400, messages.badRequest);
    }
    const finished = body.score_a !== null;
    const row = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(games)
        .set({ scoreA: body.score_a as number | null, scoreB: body.score_b as number | null, status: finished ? 'finalizado' : 'agendado' })
        .where(eq(games.id, gameId))
        .returning({ id: games.id, status: games.status, championshipId: games.championshipId });
      // Open screens hear of it as of any score (domain/live/publish.ts).
      if (updated) await publishLive(tx, updated.championshipId, ['games']);
      return updated;
    });
    if (!row) throw new HttpError(404, messages.notFound);
    return c.json({ id: row.id, status: row.status }, 200);
  });
  // An open game's time moved (into the past), so a browser test can report its score without waiting for it.
  router.put('/api/test-hooks/open-games/:gameId/starts-at', async (c) => {
    const gameId = c.req.param('gameId');
    if (!isUuid(gameId)) throw new HttpError(404, messages.notFound);
    const body = (await c.req.json().catch(() => null)) as { starts_at?: unknown } | null;
    const startsAt = typeof body?.starts_at === 'string' ? new Date(body.starts_at) : null;
    if (!startsAt || Number.isNaN(startsAt.getTime())) throw new HttpError(400, messages.badRequest);
    const [row] = await deps.db.update(openGames).set({ startsAt }).where(eq(openGames.id, gameId)).returning({ id: openGames.id });
    if (!row) throw new HttpError(404, messages.notFound);
    return c.json({ id: row.id, starts_at: startsAt.toISOString() }, 200);
  });
  return router;
}
