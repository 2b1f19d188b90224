/**
 * Categories of a championship and who may enter them. React-free: the API enforces it, the screens explain it.
 *
 * THE RULE (one rule, also in the README): a player holds a category — the one their finalized championships decided
 * (ranking/category-hysteresis.ts: it follows the level, up at once, down at most one a year), or before any the
 * band of their rating: Estreante 0–199, Iniciante 200–399, Intermediário 400–599, Intermediário Plus 600–799,
 * Avançado 800–999, Open 1000 and up. Their minimum category is the highest category they held in the last 12 months,
 * the current one included: whoever went down may not sign up below where they were a year ago, so nobody drops down
 * on purpose. A player may enter their minimum category or any above it, never one below. Master is an age category
 * outside the order: this rule does not restrict it.
 */
export const CATEGORY_ORDER = ['Estreante', 'Iniciante', 'Intermediário', 'Intermediário Plus', 'Avançado', 'Open'] as const;
export type RankedCategory = (typeof CATEGORY_ORDER)[number];

/** Age categories: outside the level order. */
export const AGE_CATEGORIES = ['Master'] as const;

/** Every category a championship may have, in this order: the levels, then the age categories. */
export const CATEGORIES = [...CATEGORY_ORDER, ...AGE_CATEGORIES] as const;
export type Category = (typeof CATEGORIES)[number];

/** The entry level: a player's category when nothing else is known (spec: default Estreante). */
export const ENTRY_CATEGORY: RankedCategory = CATEGORY_ORDER[0];

/** Lowest rating of each category's band, in CATEGORY_ORDER. */
export const CATEGORY_MIN_SCORES = [0, 200, 400, 600, 800, 1000] as const;

/** How long a category held keeps being the player's floor. */
export const CATEGORY_FLOOR_MONTHS = 12;

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

/** The category a player holds: the one a finish decided, or the band of their rating before any. */
export function heldCategory(rating: number, decided: string | null | undefined): RankedCategory {
  const rank = categoryRank(decided);
  return rank === null ? categoryForRating(rating).category : CATEGORY_ORDER[rank]!;
}

/**
 * A player's minimum category (the rule above): the higher of the category held now and `heldBefore`, the highest
 * one they held at some instant of the last 12 months before it (its rank or name; null when none).
 */
export function minCategory(
  held: { rating: number; category: string | null | undefined },
  heldBefore: number | string | null | undefined,
): { category: RankedCategory; minScore: number } {
  const now = categoryRank(heldCategory(held.rating, held.category))!;
  const before = typeof heldBefore === 'string' ? categoryRank(heldBefore) : (heldBefore ?? null);
  const rank = before === null || before < 0 ? now : Math.max(now, Math.min(before, CATEGORY_ORDER.length - 1));
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
