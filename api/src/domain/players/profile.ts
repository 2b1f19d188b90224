import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import type { Gender } from '@areia/shared/core/schemas/user';
import { userModalities, users } from '../../platform/db/schema';
import type { Db } from '../../platform/db/client';
import type { AppDeps, AppEnv, AuthUser } from '../../deps';
import { confirmSession, sessionLiveSql } from '../../platform/auth/auth';
import { nowOf } from '../../deps';
import { categoryFloor, floorExplanation } from '@areia/shared/core/rules/category';
import { HttpError } from '../../platform/http/http-error';
import { levelView } from '../ranking/level';
import { oneYearBefore } from '@areia/shared/core/rules/ranking/category-hysteresis';
import { absoluteUrl } from '../../platform/media/media';
import { messages } from '../../platform/http/messages';
import { qualified } from '../../platform/http/paging';
import { preparedOnce } from '../../platform/db/prepared';
import { monthKey, playerPositionSql, totalPlayersSql } from '../ranking/ranking';
import { sixMonthsBefore, statisticsJsonSql, statisticsOf } from '../ranking/statistics';

/** The user's modalities, as one JSON array in the profile's row. */
const modalitiesSql = sql<{ modality: string; status: string }[]>`(SELECT coalesce(json_agg(json_build_object('modality', um.modality, 'status', um.status)), '[]'::json)
  FROM ${userModalities} um WHERE um.user_id = ${qualified(users.id)})`;

/** Values that vary per request are placeholders: one named statement per connection, parsed and planned once. */
const nowParam = sql`${sql.placeholder('now')}`;
const profileId = sql.placeholder('profileId');

function prepareProfile(db: Db) {
  return db
    .select({
      // The session test (platform/auth/auth.ts): GET /me answers with one statement.
      sessionLive: sessionLiveSql.mapWith(Boolean),
      // What the profile shows: never the password hash, nor the folded search columns.
      user: {
        id: users.id,
        email: users.email,
        cpf: users.cpf,
        nickname: users.nickname,
        fullName: users.fullName,
        avatarPath: users.avatarPath,
        born: users.born,
        gender: users.gender,
        rating: users.rating,
        category: users.category,
        rankingPoints: users.rankingPoints,
        levelMu: users.levelMu,
        levelSigma: users.levelSigma,
        lastGameAt: users.lastGameAt,
        isOrganizer: users.isOrganizer,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
      },
      position: playerPositionSql,
      total: totalPlayersSql,
      snapshot: sql<number | null>`(SELECT rs.position FROM ranking_snapshots rs
        WHERE rs.month = ${sql.placeholder('month')} AND rs.user_id = ${qualified(users.id)})`,
      modalities: modalitiesSql,
      statistics: statisticsJsonSql(qualified(users.id), nowParam, sql`${sql.placeholder('sixMonthsAgo')}`, sql`${sql.placeholder('yearAgo')}`),
    })
    .from(users)
    .where(eq(users.id, profileId))
    .prepare('areia_profile');
}

/**
 * The signed-in user's own profile: private fields included, ranking and statistics computed. One prepared statement:
 * the user with position, ranking size, month-start position, modalities and statistics (with the categories held in the
 * last 12 months), and the session test. With `confirm` (GET /me, under `requireAuth`'s foldReads) that test is
 * the request's session check; elsewhere (login, after a write already checked) it is ignored.
 */
export async function loadProfile(deps: AppDeps, c: Context<AppEnv>, userId: string, options: { confirm?: boolean } = {}): Promise<UserProfile> {
  const now = nowOf(deps);
  const statement = preparedOnce(deps.db, 'areia_profile', () => prepareProfile(deps.db));
  const auth = c.var.auth as AuthUser | undefined;
  const [row] = await statement.execute({
    sessionId: auth?.sessionId ?? null,
    userId: auth?.id ?? null,
    now,
    profileId: userId,
    month: monthKey(now),
    sixMonthsAgo: sixMonthsBefore(now),
    yearAgo: oneYearBefore(now),
  });
  // No row: the session untested (requireAuth's own check answers 401 first if it is closed).
  if (!row) throw new HttpError(404, messages.userNotFound);
  if (options.confirm) confirmSession(c, row.sessionLive);
  const { user } = row;
  const ranking = row.position;
  const change = row.snapshot === null ? 0 : Number(row.snapshot) - ranking;
  const place = { total: row.total };
  const modalityRows = row.modalities;
  const stats = statisticsOf(row.statistics);
  const floor = categoryFloor(user, stats.titles, now);
  const level = levelView(user, now);
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
    min_category: floor.category,
    min_score: floor.minScore,
    min_category_reason: floorExplanation(floor, { level: level.level, reliability: level.level_reliability }, user.gender),
    ranking_points: user.rankingPoints,
    ...level,
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
