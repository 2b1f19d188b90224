import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../category';
import { CATEGORY_BASE_POINTS, championshipPoints, fieldSizePercent, placementSharePercent } from './points';

describe('placementSharePercent: 1st 100%, 2nd 80%, 3rd–4th 65%, 5th–8th 45%, 9th–16th 25%, lower 10%', () => {
  it.each([
    [1, 100],
    [2, 80],
    [3, 65],
    [4, 65],
    [5, 45],
    [8, 45],
    [9, 25],
    [16, 25],
    [17, 10],
    [64, 10],
  ])('placement %i → %i%', (placement, percent) => {
    expect(placementSharePercent(placement)).toBe(percent);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses placement %s', (placement) => {
    expect(() => placementSharePercent(placement)).toThrow(RangeError);
  });
});

describe('fieldSizePercent: 2–5 teams 50%, 6–15 75%, 16–32 100%, 33+ 110%', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 50],
    [5, 50],
    [6, 75],
    [15, 75],
    [16, 100],
    [32, 100],
    [33, 110],
    [200, 110],
  ])('%i teams → %i%', (teams, percent) => {
    expect(fieldSizePercent(teams)).toBe(percent);
  });

  it('refuses a fractional or negative field', () => {
    expect(() => fieldSizePercent(2.5)).toThrow(RangeError);
    expect(() => fieldSizePercent(-1)).toThrow(RangeError);
  });
});

describe('championshipPoints', () => {
  it('has a base for every category: Open 1000, Avançado 800, Master and Intermediário Plus 600, Intermediário 450, Iniciante 300, Estreante 200', () => {
    expect(CATEGORIES.map((category) => [category, CATEGORY_BASE_POINTS[category]])).toEqual([
      ['Estreante', 200],
      ['Iniciante', 300],
      ['Intermediário', 450],
      ['Intermediário Plus', 600],
      ['Avançado', 800],
      ['Open', 1000],
      ['Master', 600],
    ]);
  });

  it('is the base for the champion of a 16–32 team field', () => {
    for (const category of CATEGORIES) expect(championshipPoints(category, 1, 16)).toBe(CATEGORY_BASE_POINTS[category]);
  });

  it.each([
    ['Open', 1, 40, 1100],
    ['Open', 2, 16, 800],
    ['Open', 3, 12, 488],
    ['Avançado', 4, 32, 520],
    ['Master', 5, 33, 297],
    ['Intermediário Plus', 5, 6, 203],
    ['Intermediário', 9, 20, 113],
    ['Intermediário', 17, 40, 50],
    ['Iniciante', 16, 16, 75],
    ['Estreante', 2, 5, 80],
    ['Estreante', 5, 5, 45],
  ] as const)('%s, placement %i of %i teams → %i', (category, placement, teams, points) => {
    expect(championshipPoints(category, placement, teams)).toBe(points);
  });

  it('rounds halves up and everything else to the nearest point', () => {
    expect(championshipPoints('Open', 3, 12)).toBe(488);
    expect(championshipPoints('Intermediário', 17, 33)).toBe(50);
    expect(championshipPoints('Iniciante', 9, 33)).toBe(83);
    expect(championshipPoints('Intermediário', 3, 6)).toBe(219);
    expect(championshipPoints('Iniciante', 3, 33)).toBe(215);
  });

  it('gives nothing where nobody could lose, and refuses a placement outside the field', () => {
    expect(championshipPoints('Open', 1, 1)).toBe(0);
    expect(() => championshipPoints('Open', 6, 5)).toThrow(RangeError);
  });
});
