/**
 * Categories of a championship and who may enter them. React-free: the API enforces it, the screens explain it.
 *
 * THE RULE (one rule, also in the README): a player's minimum category is the higher of
 *   1. the band of their rating — Estreante 0–199, Iniciante 200–399, Intermediário 400–599,
 *      Intermediário Plus 600–799, Avançado 800–999, Open 1000 and up; and
 *   2. their history — two steps below the highest category they have played in a championship that has already
 *      taken place (in a confirmed team): whoever played Open may not go back below Intermediário Plus, Avançado not
 *      below Intermediário, Intermediário Plus not below Iniciante. A low rating alone does not send them back down.
 * A player may enter their minimum category or any above it, never one below. Master is an age category outside the
 * order: this rule does not restrict it (nor does playing it count as history).
 */
export const CATEGORY_ORDER = ['Estreante', 'Iniciante', 'Intermediário', 'Intermediário Plus', 'Avançado', 'Open'] as const;
export type RankedCategory = (typeof CATEGORY_ORDER)[number];

/** Age categories: outside the level order. */
export const AGE_CATEGORIES = ['Master'] as const;

/** Every category a championship may have (DESIGN §5), in this order: the levels, then the age categories. */
export const CATEGORIES = [...CATEGORY_ORDER, ...AGE_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];

/** The entry level: a player's category when nothing else is known (spec: default Estreante). */
export const ENTRY_CATEGORY: RankedCategory = CATEGORY_ORDER[0];

/** Lowest rating of each category's band, in CATEGORY_ORDER. */
export const CATEGORY_MIN_SCORES = [0, 200, 400, 600, 800, 1000] as const;

/** How many steps below the highest category already played a player may still go. */
export const HISTORY_STEPS_DOWN = 2;

/** Position of a category in the order (0 = Estreante), or null for Master and anything unknown. */
export function categoryRank(category: string | null | undefined): number | null {
  const index = CATEGORY_ORDER.indexOf((category ?? '').trim() as RankedCategory);
  return index === -1 ? null : index;
}

/** The category of a rating band alone, with the band's lowest score. */
export function categoryForRating(rating: number): { category: RankedCategory; minScore: number } {
  let rank = 0;
  for (let index = 0; index < CATEGORY_MIN_SCORES.length; index += 1) if (rating >= CATEGORY_MIN_SCORES[index]!) rank = index;
  return { category: CATEGORY_ORDER[rank]!, minScore: CATEGORY_MIN_SCORES[rank]! };
}

/**
 * A player's minimum category (the rule above). `highestPlayed` is the highest ranked category of a championship the
 * player has already played (its rank, or the category's name), null when none.
 */
export function minCategory(rating: number, highestPlayed: number | string | null | undefined): { category: RankedCategory; minScore: number } {
  const byRating = categoryRank(categoryForRating(rating).category)!;
  const playedRank = typeof highestPlayed === 'string' ? categoryRank(highestPlayed) : (highestPlayed ?? null);
  const byHistory = playedRank === null || playedRank < 0 ? 0 : Math.max(0, Math.min(playedRank, CATEGORY_ORDER.length - 1) - HISTORY_STEPS_DOWN);
  const rank = Math.max(byRating, byHistory);
  return { category: CATEGORY_ORDER[rank]!, minScore: CATEGORY_MIN_SCORES[rank]! };
}

/** Whether a player whose minimum category is `playerMin` may enter a championship of `championshipCategory`. */
export function canEnterCategory(playerMin: string, championshipCategory: string): boolean {
  const target = categoryRank(championshipCategory);
  const own = categoryRank(playerMin);
  if (target === null || own === null) return true;
  return own <= target;
}

/** Why a player may not enter (pt-BR), naming the player and their category; null when they may. */
export function ineligibleReason(player: string, playerMin: string, championshipCategory: string): string | null {
  if (canEnterCategory(playerMin, championshipCategory)) return null;
  return `${player} é da categoria ${playerMin} e não pode jogar a categoria ${championshipCategory}`;
}
