import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  categoryStateOf,
  minimumSignUpCategory,
  nextCategory,
  oneYearAfter,
  recordCategoryDecision,
  type CategoryHistory,
  type CategoryState,
  type FinishEvent,
} from './category-hysteresis';

const at = (iso: string) => new Date(iso);
const state = (category: CategoryState['category'], lastUpAt: string | null = null, lastDownAt: string | null = null): CategoryState => ({
  category,
  lastUpAt: lastUpAt === null ? null : at(lastUpAt),
  lastDownAt: lastDownAt === null ? null : at(lastDownAt),
});
const finish = (conservativeLevel: number, when = '2026-06-01T20:00:00.000Z', championOf: FinishEvent['championOf'] = null): FinishEvent => ({
  at: at(when),
  conservativeLevel,
  championOf,
});

describe('nextCategory: up', () => {
  it('goes up when the conservative level reaches the next band\'s floor, not a point before', () => {
    expect(nextCategory(state('Intermediário'), finish(599)).move).toBeNull();
    const up = nextCategory(state('Intermediário'), finish(600));
    expect(up).toEqual({ state: state('Intermediário Plus', '2026-06-01T20:00:00.000Z'), move: 'up', reason: 'level' });
  });

  it('goes straight to the band of the conservative level', () => {
    expect(nextCategory(state('Estreante'), finish(850)).state.category).toBe('Avançado');
  });

  it('won their category → promoted at once to the next, whatever the level', () => {
    const champion = nextCategory(state('Iniciante'), finish(150, undefined, 'Iniciante'));
    expect(champion).toEqual({ state: state('Intermediário', '2026-06-01T20:00:00.000Z'), move: 'up', reason: 'champion' });
  });

  it('winning a category above lifts them past it; the level wins when it is higher still', () => {
    expect(nextCategory(state('Iniciante'), finish(0, undefined, 'Intermediário')).state.category).toBe('Intermediário Plus');
    const both = nextCategory(state('Iniciante'), finish(1000, undefined, 'Intermediário'));
    expect([both.state.category, both.reason]).toEqual(['Open', 'level']);
  });

  it('winning Open keeps Open; winning Master or a category already below changes nothing', () => {
    expect(nextCategory(state('Open'), finish(1000, undefined, 'Open')).move).toBeNull();
    expect(nextCategory(state('Iniciante'), finish(250, undefined, 'Master')).move).toBeNull();
    expect(nextCategory(state('Avançado'), finish(800, undefined, 'Intermediário')).move).toBeNull();
  });
});

describe('nextCategory: down', () => {
  it('only when the conservative level is more than 100 below the band\'s floor, and by one category', () => {
    expect(nextCategory(state('Avançado'), finish(700)).move).toBeNull();
    const down = nextCategory(state('Avançado'), finish(699));
    expect(down).toEqual({ state: state('Intermediário Plus', null, '2026-06-01T20:00:00.000Z'), move: 'down', reason: 'level' });
    expect(nextCategory(state('Open'), finish(0)).state.category).toBe('Avançado');
  });

  it('Estreante is the bottom', () => {
    expect(nextCategory(state('Estreante'), finish(0)).move).toBeNull();
  });

  it('no way down within 12 months of going up: the same UTC instant a year later is the first allowed', () => {
    const promoted = state('Avançado', '2026-03-10T12:00:00.000Z');
    expect(nextCategory(promoted, finish(0, '2027-03-10T11:59:59.999Z')).move).toBeNull();
    expect(nextCategory(promoted, finish(0, '2027-03-10T12:00:00.000Z')).move).toBe('down');
    expect(oneYearAfter(at('2028-02-29T10:00:00.000Z'))).toEqual(at('2029-03-01T10:00:00.000Z'));
  });

  it('at most one down per calendar year, the year as Brazil reads it', () => {
    const once = state('Avançado', null, '2026-02-01T15:00:00.000Z');
    expect(nextCategory(once, finish(0, '2026-11-30T15:00:00.000Z')).move).toBeNull();
    // 23:59 on 31 December in Brasília is already 2027 in UTC.
    expect(calendarYear(at('2027-01-01T02:59:59.999Z'))).toBe(2026);
    expect(nextCategory(once, finish(0, '2027-01-01T02:59:59.999Z')).move).toBeNull();
    expect(nextCategory(once, finish(0, '2027-01-01T03:00:00.000Z')).move).toBe('down');
  });

  it('a level that falls further at each finish still goes down once a year, one category at a time', () => {
    let history: CategoryHistory = [{ category: 'Open', at: at('2024-01-01T12:00:00.000Z'), move: 'start' }];
    for (let month = 0; month < 30; month += 1) {
      const when = new Date(Date.UTC(2025, month, 15, 12));
      const decision = nextCategory(categoryStateOf(history), { at: when, conservativeLevel: 0, championOf: null });
      history = recordCategoryDecision(history, decision, when);
    }
    expect(history.map((change) => [change.category, change.at.toISOString().slice(0, 7)])).toEqual([
      ['Open', '2024-01'],
      ['Avançado', '2025-01'],
      ['Intermediário Plus', '2026-01'],
      ['Intermediário', '2027-01'],
    ]);
  });
});

describe('categoryStateOf', () => {
  it('reads the current category and the last moves up and down', () => {
    const history: CategoryHistory = [
      { category: 'Iniciante', at: at('2024-01-01T00:00:00.000Z'), move: 'start' },
      { category: 'Intermediário', at: at('2024-05-01T00:00:00.000Z'), move: 'up' },
      { category: 'Iniciante', at: at('2025-06-01T00:00:00.000Z'), move: 'down' },
      { category: 'Intermediário', at: at('2025-09-01T00:00:00.000Z'), move: 'up' },
    ];
    expect(categoryStateOf(history)).toEqual(state('Intermediário', '2025-09-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z'));
    expect(categoryStateOf([])).toEqual(state('Estreante'));
  });
});

describe('minimumSignUpCategory: never below the highest category held in the last 12 months', () => {
  const history: CategoryHistory = [
    { category: 'Intermediário', at: at('2024-01-01T12:00:00.000Z'), move: 'start' },
    { category: 'Avançado', at: at('2024-06-01T12:00:00.000Z'), move: 'up' },
    { category: 'Intermediário Plus', at: at('2025-08-01T12:00:00.000Z'), move: 'down' },
  ];

  it('is the current category when nothing higher was held in the year', () => {
    expect(minimumSignUpCategory(history.slice(0, 1), at('2024-03-01T00:00:00.000Z'))).toBe('Intermediário');
    expect(minimumSignUpCategory(history.slice(0, 2), at('2024-06-01T12:00:00.000Z'))).toBe('Avançado');
  });

  it('keeps the category held before a move down for 12 months after it', () => {
    expect(minimumSignUpCategory(history, at('2025-08-01T12:00:00.000Z'))).toBe('Avançado');
    expect(minimumSignUpCategory(history, at('2026-08-01T11:59:59.999Z'))).toBe('Avançado');
    expect(minimumSignUpCategory(history, at('2026-08-01T12:00:00.000Z'))).toBe('Intermediário Plus');
  });

  it('ignores what is not yet history, and starts at Estreante', () => {
    expect(minimumSignUpCategory(history, at('2024-05-31T00:00:00.000Z'))).toBe('Intermediário');
    expect(minimumSignUpCategory([], at('2026-01-01T00:00:00.000Z'))).toBe('Estreante');
  });
});
