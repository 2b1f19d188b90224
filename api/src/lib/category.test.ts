import { describe, expect, it } from 'vitest';
import { minCategoryForRating } from './category';

// The rule's own tests are in shared/src/rules/category.test.ts; this checks the API uses that rule.
describe('minCategoryForRating', () => {
  it.each([
    [0, 'Estreante', 0],
    [199, 'Estreante', 0],
    [200, 'Iniciante', 200],
    [450, 'Intermediário', 400],
    [650, 'Intermediário Plus', 600],
    [800, 'Avançado', 800],
    [1500, 'Open', 1000],
  ])('rating %i → %s (min score %i)', (rating, category, minScore) => {
    expect(minCategoryForRating(rating)).toEqual({ category, minScore });
  });
});
