import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { UserProfile } from '@areia/shared/schemas/user';
import type { Gender } from '@areia/shared/schemas/user';
import { userModalities, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { nowOf } from '../../deps';
import { minCategories } from '../../lib/category';
import { HttpError } from '../../lib/http-error';
import { absoluteUrl } from '../../lib/media';
import { messages } from '../../lib/messages';
import { ensureMonthlySnapshot, rankingChange, rankingPosition } from '../../lib/ranking';
import { playerStatistics } from '../../lib/statistics';

/** The signed-in user's own profile: private fields included, ranking and statistics computed. */
export async function loadProfile(deps: AppDeps, c: Context, userId: string): Promise<UserProfile> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, messages.userNotFound);
  // The snapshot first, so the first read of a month compares the ranking with itself (0 places moved).
  await ensureMonthlySnapshot(deps);
  const place = await rankingPosition(deps, userId);
  if (!place) throw new HttpError(404, messages.userNotFound);
  const ranking = place.position;
  const [modalityRows, statsMap, change, categories] = await Promise.all([
    deps.db.select({ modality: userModalities.modality, status: userModalities.status }).from(userModalities).where(eq(userModalities.userId, userId)),
    playerStatistics(deps, [userId]),
    rankingChange(deps, userId, ranking),
    minCategories(deps, [user], nowOf(deps)),
  ]);
  const stats = statsMap.get(userId)!;
  const { category, minScore } = categories.get(user.id)!;
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
