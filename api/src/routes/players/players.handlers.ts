import type { RouteHandler } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { Player } from '@areia/shared/schemas/player';
import { VOLEI_MODALITY_NAME } from '@areia/shared/modality';
import { users } from '../../db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { minCategoryForRating } from '../../lib/category';
import { HttpError, isUuid } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { rankingPositions } from '../../lib/ranking';
import type { PlayerStatistics } from '../../lib/statistics';
import { playerStatistics } from '../../lib/statistics';
import { assertModality } from '../championships/championship-data';
import type { getPlayerRoute, listPlayersRoute } from './players.routes';

/** Only public columns are selected, so CPF, email and birth date cannot leak into a player answer. */
const publicColumns = {
  id: users.id,
  nickname: users.nickname,
  fullName: users.fullName,
  avatarPath: users.avatarPath,
  rating: users.rating,
  whatsapp: users.whatsapp,
};

type PublicRow = { id: string; nickname: string; fullName: string | null; avatarPath: string | null; rating: number; whatsapp: string | null };

function toPlayer(c: Context, deps: AppDeps, row: PublicRow, ranking: number, stats: PlayerStatistics): Player {
  const { category, minScore } = minCategoryForRating(row.rating);
  return {
    id: row.id,
    name: row.fullName ?? row.nickname,
    full_name: row.fullName,
    nickname: row.nickname,
    avatar_url: absoluteUrl(c, deps, row.avatarPath),
    rating: row.rating,
    whatsapp: row.whatsapp,
    sports: [VOLEI_MODALITY_NAME],
    ranking,
    minCategory: category,
    minScore,
    statistics: {
      total_championships: stats.totalChampionships,
      total_championships_last_6_months: stats.championshipsLast6Months,
      wins: stats.wins,
      losses: stats.losses,
    },
  };
}

export function playerHandlers(deps: AppDeps) {
  const list: RouteHandler<typeof listPlayersRoute, AppEnv> = async (c) => {
    const { modalityId } = c.req.valid('param');
    await assertModality(deps, modalityId);
    const [rows, positions] = await Promise.all([deps.db.select(publicColumns).from(users), rankingPositions(deps)]);
    const stats = await playerStatistics(deps, rows.map((row) => row.id));
    const players = rows
      .map((row) => toPlayer(c, deps, row, positions.positions.get(row.id) ?? positions.total, stats.get(row.id)!))
      .sort((a, b) => a.ranking - b.ranking);
    return c.json(players, 200);
  };

  const getOne: RouteHandler<typeof getPlayerRoute, AppEnv> = async (c) => {
    const { modalityId, playerId } = c.req.valid('param');
    await assertModality(deps, modalityId);
    if (!isUuid(playerId)) throw new HttpError(404, messages.playerNotFound);
    const [row] = await deps.db.select(publicColumns).from(users).where(eq(users.id, playerId));
    if (!row) throw new HttpError(404, messages.playerNotFound);
    const [positions, stats] = await Promise.all([rankingPositions(deps), playerStatistics(deps, [row.id])]);
    return c.json(toPlayer(c, deps, row, positions.positions.get(row.id) ?? positions.total, stats.get(row.id)!), 200);
  };

  return { list, getOne };
}
