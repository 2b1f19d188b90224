import { categoryForRating, type RankedCategory } from '@areia/shared/core/rules/category';
import { newAccountRating, ratingFromStaticRating, reliabilityAt, type SkillRating } from '@areia/shared/core/rules/ranking/level';
import { users } from '../../platform/db/schema';

/** The columns of an athlete's earned ranking: what a finish writes and a reopen writes back. */
export const rankingStateColumns = {
  rating: users.rating,
  rankingPoints: users.rankingPoints,
  levelMu: users.levelMu,
  levelSigma: users.levelSigma,
  lastGameAt: users.lastGameAt,
  category: users.category,
  categoryUpAt: users.categoryUpAt,
  categoryDownAt: users.categoryDownAt,
};

type LevelColumns = Pick<typeof users.$inferSelect, 'rating' | 'levelMu' | 'levelSigma' | 'lastGameAt'>;

/** μ/σ as stored, or where an athlete who never played a rated game starts: their static rating, or a new account's. */
export function storedSkill(user: Pick<LevelColumns, 'rating' | 'levelMu' | 'levelSigma'>): SkillRating {
  if (user.levelMu !== null && user.levelSigma !== null) return { mu: user.levelMu, sigma: user.levelSigma };
  return user.rating > 0 ? ratingFromStaticRating(user.rating) : newAccountRating();
}

/** The category the athlete holds: the one a finish decided, or the band of their rating before any. */
export const storedCategory = (user: Pick<typeof users.$inferSelect, 'rating' | 'category'>): RankedCategory =>
  (user.category as RankedCategory | null) ?? categoryForRating(user.rating).category;

/** The level as the API shows it: the stored number (rating is the same) and its reliability at `now`. */
export const levelView = (user: LevelColumns, now: Date) => ({
  level: user.rating,
  level_reliability: reliabilityAt(storedSkill(user), user.lastGameAt, now),
});
