import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import { DEFAULT_MAX_DISTANCE_KM } from '@areia/shared/core/constants';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { absoluteUrl } from '../../platform/media/media';
import { HttpError, isUuid } from '../../platform/http/http-error';
import { messages } from '../../platform/http/messages';
import { answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit } from '../../platform/http/paging';
import { fitAthlete, type AthleteRow } from '../../domain/partners/athletes';
import { inviteLooking, postLooking, withdrawLooking } from '../../domain/partners/posts';
import { fitList, lookingPosts, partnerSummary } from '../../domain/partners/reads';
import type { invitePartnerRoute, listLookingRoute, listPartnersRoute, partnerSummaryRoute, postLookingRoute, withdrawLookingRoute } from './partners.routes';

export function partnerHandlers(deps: AppDeps) {
  const fitCursor = z.tuple([z.number().int(), cursorUuid]);
  const recentCursor = z.tuple([cursorTimestamp, cursorUuid]);

  const championshipIdOf = (c: Context<AppEnv>) => {
    const id = c.req.param('championshipId') ?? '';
    if (!isUuid(id)) throw new HttpError(404, messages.championshipNotFound);
    return id;
  };

  const athlete = (c: Context, row: AthleteRow) => {
    const fit = fitAthlete(row, null, nowOf(deps));
    return { id: row.id, nickname: row.nickname, avatar_url: absoluteUrl(c, deps, row.avatarPath), level: fit.level, level_reliability: fit.reliability };
  };

  const list: RouteHandler<typeof listPartnersRoute, AppEnv> = async (c) => {
    const championshipId = championshipIdOf(c);
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const rows = await fitList(deps, championshipId, c.var.auth.id, decodeCursor(query.cursor, fitCursor), limit);
    return answerPage(c, rows, limit, (row) => [row.penalty, row.postId], (page) =>
      page.map((row) => ({
        id: row.postId,
        athlete: athlete(c, row.athlete),
        note: row.note,
        city: row.city,
        created_at: row.createdAt.toISOString(),
        mine: false,
        eligible: row.eligible,
        reason: row.reason,
      })),
    );
  };

  const summary: RouteHandler<typeof partnerSummaryRoute, AppEnv> = async (c) => c.json(await partnerSummary(deps, championshipIdOf(c), c.var.auth.id), 200);

  const post: RouteHandler<typeof postLookingRoute, AppEnv> = async (c) => {
    const championshipId = championshipIdOf(c);
    return c.json(await postLooking(deps, championshipId, c.var.auth.id, c.req.valid('json')), 201);
  };

  const withdraw: RouteHandler<typeof withdrawLookingRoute, AppEnv> = async (c) => {
    const championshipId = c.req.valid('param').championshipId;
    return c.json(await withdrawLooking(deps, championshipId, c.var.auth.id), 200);
  };

  const invite: RouteHandler<typeof invitePartnerRoute, AppEnv> = async (c) => {
    const { championshipId, playerId } = c.req.valid('param');
    const { teamId } = await inviteLooking(deps, championshipId, c.var.auth.id, playerId);
    return c.json({ team_id: teamId }, 201);
  };

  const looking: RouteHandler<typeof listLookingRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const origin =
      query.latitude !== undefined && query.longitude !== undefined
        ? { point: { latitude: query.latitude, longitude: query.longitude }, km: query.maxDistance ?? DEFAULT_MAX_DISTANCE_KM }
        : null;
    const rows = await lookingPosts(deps, origin, decodeCursor(query.cursor, recentCursor), limit);
    return answerPage(c, rows, limit, (row) => [row.createdKey, row.postId], (page) =>
      page.map((row) => ({
        id: row.postId,
        athlete: athlete(c, row.athlete),
        note: row.note,
        city: row.city,
        created_at: row.createdAt.toISOString(),
        championship: { ...row.championship, occurs: row.championship.occurs.toISOString() },
        ...(row.distance === null ? {} : { distance: Math.round(Number(row.distance) * 10) / 10 }),
      })),
    );
  };

  return { list, summary, post, withdraw, invite, looking };
}
