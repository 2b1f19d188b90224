import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import type { Gender } from '@areia/shared/core/schemas/user';
import { userModalities, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { minCategory } from '../../lib/category';
import { HttpError } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { qualified } from '../../lib/paging';
import { ensureMonthlySnapshot, monthKey, positionSql, totalPlayersSql } from '../../lib/ranking';
import { playerStatistics } from '../../lib/statistics';

/** The user's modalities, as one JSON array in the profile's row. */
const modalitiesSql = sql<{ modality: string; status: string }[]>`(SELECT coalesce(json_agg(json_build_object('modality', um.modality, 'status', um.status)), '[]'::json)
  FROM ${userModalities} um WHERE um.user_id = ${qualified(users.id)})`;

/**
 * The signed-in user's own profile: private fields included, ranking and statistics computed. Two statements, sent
 * together: the user with position, ranking size, month-start position and modalities in one row; the statistics with
 * the history half of the minimum category.
 */
export async function loadProfile(deps: AppDeps, c: Context, userId: string): Promise<UserProfile> {
  const now = nowOf(deps);
  // The snapshot first, so the first read of a month compares the ranking with itself (0 places moved).
  await ensureMonthlySnapshot(deps);
  const snapshotSql = sql<number | null>`(SELECT rs.position FROM ranking_snapshots rs
    WHERE rs.month = ${monthKey(now)} AND rs.user_id = ${qualified(users.id)})`;
  const [[row], statsMap] = await Promise.all([
    deps.db
      .select({ user: users, position: positionSql, total: totalPlayersSql, snapshot: snapshotSql, modalities: modalitiesSql })
      .from(users)
      .where(eq(users.id, userId)),
    playerStatistics(deps, [userId]),
  ]);
  if (!row) throw new HttpError(404, messages.userNotFound);
  const { user } = row;
  const ranking = row.position;
  const change = row.snapshot === null ? 0 : Number(row.snapshot) - ranking;
  const place = { total: row.total };
  const modalityRows = row.modalities;
  const stats = statsMap.get(userId)!;
  const { category, minScore } = minCategory(user.rating, stats.highestPlayedRank);
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    nickname: user.nickname,
    avatar_url: absoluteUrl(c, deps, user.avatarPath),
    born: user.born,
    gender: (user.gender as Gender | null) ?? null,
    cpf: user.cpf,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    ranking,
    ranking_change: change,
    total_players: place.total,
    rating: user.rating,
    min_category: category,
    min_score: minScore,
    modalities: modalityRows.map((row) => ({ modality: row.modality, status: row.status === 'active' ? 'active' : 'inactive' })),
    statistics: {
      user_id: user.id,
      ranking,
      victories: stats.wins,
      defeats: stats.losses,
      total_championships: stats.totalChampionships,
      recent_championships: stats.championshipsLast6Months,
      created_at: user.createdAt.toISOString(),
      updated_at: nowOf(deps).toISOString(),
    },
    isOrganizer: user.isOrganizer,
  };
}
