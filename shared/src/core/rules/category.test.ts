import { describe, expect, it } from 'vitest';
import { canEnterCategory, categoryForRating, categoryRank, CATEGORY_ORDER, heldCategory, ineligibleReason, minCategory } from './category';

describe('category order', () => {
  it('Estreante < Iniciante < Intermediário < Intermediário Plus < Avançado < Open; Master is outside it', () => {
    expect(CATEGORY_ORDER.map(categoryRank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(categoryRank('Master')).toBeNull();
    expect(categoryRank('  Open ')).toBe(5);
    expect(categoryRank(undefined)).toBeNull();
  });
});

describe('categoryForRating', () => {
  it.each([
    [0, 'Estreante', 0],
    [199, 'Estreante', 0],
    [200, 'Iniciante', 200],
    [450, 'Intermediário', 400],
    [650, 'Intermediário Plus', 600],
    [800, 'Avançado', 800],
    [1500, 'Open', 1000],
    [-5, 'Estreante', 0],
  ])('rating %i → %s (min score %i)', (rating, category, minScore) => {
    expect(categoryForRating(rating)).toEqual({ category, minScore });
  });
});

describe('minCategory: the highest category held in the last 12 months, the current one included', () => {
  it.each([
    [150, null, null, 'Estreante'],
    [1163, null, null, 'Open'],
    // A finish decided the category: it holds whatever the rating's band says.
    [150, 'Intermediário', null, 'Intermediário'],
    [1163, 'Avançado', null, 'Avançado'],
    // Went down within the last 12 months: the floor is where they were.
    [150, 'Iniciante', 'Intermediário Plus', 'Intermediário Plus'],
    [520, 'Intermediário', 'Open', 'Open'],
    [650, 'Intermediário Plus', 4, 'Avançado'],
    // Held lower before than now: the current category stands.
    [650, 'Avançado', 'Iniciante', 'Avançado'],
    // Master is no category held.
    [150, null, 'Master', 'Estreante'],
  ] as const)('rating %i, holds %s, held %s before → %s', (rating, category, before, expected) => {
    expect(minCategory({ rating, category }, before).category).toBe(expected);
  });

  it('gives the minimum score of the category it lands on', () => {
    expect(minCategory({ rating: 520, category: 'Intermediário' }, 'Open')).toEqual({ category: 'Open', minScore: 1000 });
  });

  it('an unknown decided category counts as none: the band of the rating', () => {
    expect(heldCategory(450, 'Master')).toBe('Intermediário');
    expect(heldCategory(450, null)).toBe('Intermediário');
    expect(heldCategory(450, 'Open')).toBe('Open');
  });
});

describe('canEnterCategory and ineligibleReason', () => {
  it('a player enters their minimum category or above, never below; Master and unknown categories do not restrict', () => {
    expect(canEnterCategory('Intermediário', 'Intermediário')).toBe(true);
    expect(canEnterCategory('Intermediário', 'Open')).toBe(true);
    expect(canEnterCategory('Open', 'Estreante')).toBe(false);
    expect(canEnterCategory('Open', 'Master')).toBe(true);
  });

  it('names the player and their category', () => {
    expect(ineligibleReason('AnaS', 'Open', 'Estreante')).toBe('AnaS é da categoria Open e não pode jogar a categoria Estreante');
    expect(ineligibleReason('AnaS', 'Estreante', 'Open')).toBeNull();
  });
});
