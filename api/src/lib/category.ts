/** Rating thresholds of the rating-based categories (Master is by age, so it has no threshold). */
const CATEGORY_THRESHOLDS = [
  { category: 'Open', minScore: 1000 },
  { category: 'Avançado', minScore: 800 },
  { category: 'Intermediário Plus', minScore: 600 },
  { category: 'Intermediário', minScore: 400 },
  { category: 'Iniciante', minScore: 200 },
  { category: 'Estreante', minScore: 0 },
] as const;

/** The lowest category a player may enter: higher-level players cannot play lower categories (rules screen). */
export function minCategoryForRating(rating: number): { category: string; minScore: number } {
  const found = CATEGORY_THRESHOLDS.find((entry) => rating >= entry.minScore) ?? CATEGORY_THRESHOLDS[5];
  return { category: found.category, minScore: found.minScore };
}
