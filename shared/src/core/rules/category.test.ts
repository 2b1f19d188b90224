import { describe, expect, it } from 'vitest';
import { canEnterCategory, categoryForRating, categoryRank, CATEGORY_ORDER, ineligibleReason, minCategory } from './category';

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

describe('minCategory: the higher of the rating band and two steps below the highest category played', () => {
  it.each([
    [150, null, 'Estreante'],
    [150, 'Iniciante', 'Estreante'],
    [150, 'Intermediário Plus', 'Iniciante'],
    [150, 'Avançado', 'Intermediário'],
    [520, 'Open', 'Intermediário Plus'],
    [1163, null, 'Open'],
    [1163, 'Estreante', 'Open'],
    [150, 'Master', 'Estreante'],
    [150, 4, 'Intermediário'],
  ] as const)('rating %i, played %s → %s', (rating, played, expected) => {
    expect(minCategory(rating, played).category).toBe(expected);
  });

  it('gives the minimum score of the category it lands on', () => {
    expect(minCategory(520, 'Open')).toEqual({ category: 'Intermediário Plus', minScore: 600 });
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
