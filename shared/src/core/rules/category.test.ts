import { describe, expect, it } from 'vitest';
import { canEnterCategory, CATEGORY_MIN_SCORES, categoryFloor, categoryForRating, categoryRank, CATEGORY_ORDER, floorExplanation, heldCategory, ineligibleReason, type Title } from './category';

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

const NOW = new Date('2026-11-28T12:00:00.000Z');
const title = (category: string, teams: number, at = '2026-11-10T23:00:00.000Z', championship = 'Open Leme'): Title => ({ category, championship, teams, at: new Date(at) });

describe('categoryFloor: the earned category, raised only by a title of a field of 6 or more for 12 months', () => {
  it.each([
    [150, null, 'Estreante'],
    [1163, null, 'Open'],
    // A finish decided the category (the level with hysteresis): it holds whatever the rating's band says.
    [150, 'Intermediário', 'Intermediário'],
    [1163, 'Avançado', 'Avançado'],
  ] as const)('rating %i, earned %s, no title → %s', (rating, category, expected) => {
    expect(categoryFloor({ rating, category }, [], NOW)).toEqual({ category: expected, minScore: CATEGORY_MIN_SCORES[categoryRank(expected)!]!, reason: { kind: 'level' } });
  });

  it('a 4-team (or 5-team) Open title leaves a beginner where her level puts her', () => {
    expect(categoryFloor({ rating: 364, category: 'Estreante' }, [title('Open', 4), title('Open', 5)], NOW).category).toBe('Estreante');
  });

  it('a title of a field of 6 raises the floor to its category until the same instant a year later', () => {
    const won = title('Intermediário', 6, '2026-11-10T23:00:00.000Z');
    const floor = categoryFloor({ rating: 150, category: 'Iniciante' }, [won], NOW);
    expect(floor).toEqual({ category: 'Intermediário', minScore: 400, reason: { kind: 'title', title: won, until: new Date('2027-11-10T23:00:00.000Z') } });
    expect(categoryFloor({ rating: 150, category: 'Iniciante' }, [won], new Date('2027-11-10T22:59:59.999Z')).category).toBe('Intermediário');
    expect(categoryFloor({ rating: 150, category: 'Iniciante' }, [won], new Date('2027-11-10T23:00:00.000Z'))).toEqual({ category: 'Iniciante', minScore: 200, reason: { kind: 'level' } });
  });

  it('a title never lowers the floor, Master titles do not count, and the latest of equal titles lasts longest', () => {
    expect(categoryFloor({ rating: 850, category: 'Avançado' }, [title('Iniciante', 12)], NOW).reason).toEqual({ kind: 'level' });
    expect(categoryFloor({ rating: 150, category: null }, [title('Master', 12)], NOW).category).toBe('Estreante');
    const early = title('Open', 8, '2026-02-01T12:00:00.000Z', 'Primeiro');
    const late = title('Open', 8, '2026-06-01T12:00:00.000Z', 'Segundo');
    const floor = categoryFloor({ rating: 150, category: null }, [late, early], NOW);
    expect(floor.reason).toEqual({ kind: 'title', title: late, until: new Date('2027-06-01T12:00:00.000Z') });
    const higher = title('Avançado', 6, '2026-01-01T12:00:00.000Z', 'Alto');
    expect(categoryFloor({ rating: 150, category: null }, [higher, title('Intermediário', 20)], NOW).category).toBe('Avançado');
  });

  it('a title not yet finalized at `now` does not count', () => {
    expect(categoryFloor({ rating: 150, category: null }, [title('Open', 12, '2026-12-01T12:00:00.000Z')], NOW).category).toBe('Estreante');
  });

  it('explains itself on the player page', () => {
    expect(floorExplanation(categoryFloor({ rating: 612, category: 'Intermediário Plus' }, [], NOW), { level: 612, reliability: 80 })).toBe(
      'Intermediário Plus: nível 612 com 80 % de confiança',
    );
    expect(floorExplanation(categoryFloor({ rating: 150, category: null }, [title('Open', 12)], NOW), { level: 150, reliability: 10 }, 'feminino')).toBe(
      'Campeã do Open Leme, 12 duplas, em 10/11/26: não joga abaixo de Open até 10/11/27',
    );
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

  it('names the player, the rule and, for a title, the date it ends', () => {
    expect(ineligibleReason('AnaS', categoryFloor({ rating: 1100, category: null }, [], NOW), 'Estreante')).toBe(
      'AnaS é da categoria Open pelo nível e não pode jogar a categoria Estreante',
    );
    expect(ineligibleReason('AnaS', categoryFloor({ rating: 100, category: null }, [title('Intermediário', 12)], NOW), 'Iniciante', 'feminino')).toBe(
      'AnaS foi campeã do Open Leme (12 duplas) e não pode jogar abaixo de Intermediário até 10/11/27',
    );
    expect(ineligibleReason('AnaS', categoryFloor({ rating: 100, category: null }, [], NOW), 'Open')).toBeNull();
  });
});
