import { ENTRY_CATEGORY } from '@areia/shared/core/rules/category';
import type { UserProfile } from '@areia/shared/core/schemas/user';
import type { PlayerFiguresData } from '@areia/shared/web/ui/player-figures';

export const DEFAULT_MIN_CATEGORY: string = ENTRY_CATEGORY;

export interface ProfileStats extends PlayerFiguresData {
  rankingChange: number;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The profile's numbers from GET /api/user/me, with the spec's entity defaults for anything missing. */
export function profileStats(user: Partial<Pick<UserProfile, 'ranking' | 'ranking_change' | 'min_category' | 'min_category_reason' | 'min_score' | 'statistics' | 'ranking_points' | 'level' | 'level_reliability' | 'rating'>>): ProfileStats {
  const statistics: Partial<UserProfile['statistics']> = user.statistics ?? {};
  return {
    ranking: count(user.ranking ?? statistics.ranking),
    rankingChange: count(user.ranking_change),
    minCategory: user.min_category?.trim() || DEFAULT_MIN_CATEGORY,
    minCategoryReason: user.min_category_reason?.trim() || undefined,
    minScore: count(user.min_score),
    rankingPoints: count(user.ranking_points),
    level: count(user.level ?? user.rating),
    levelReliability: count(user.level_reliability),
    recentChampionships: count(statistics.recent_championships),
    totalChampionships: count(statistics.total_championships),
    wins: count(statistics.victories),
    losses: count(statistics.defeats),
  };
}
