import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  categoryStateOf,
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
const finish = (conservativeLevel: number, when = '2026-06-01T20:00:00.000Z'): FinishEvent => ({ at: at(when), conservativeLevel });

describe('nextCategory: up', () => {
  it('goes up when the conservative level reaches the next band\'s floor, not a point before', () => {
    expect(nextCategory(state('Intermediário'), finish(599)).move).toBeNull();
    const up = nextCategory(state('Intermediário'), finish(600));
    expect(up).toEqual({ state: state('Intermediário Plus', '2026-06-01T20:00:00.000Z'), move: 'up' });
  });

  it('goes straight to the band of the conservative level', () => {
    expect(nextCategory(state('Estreante'), finish(850)).state.category).toBe('Avançado');
  });

  it('follows the level alone: a finish carries no title, so winning cannot lift the earned category', () => {
    expect(nextCategory(state('Iniciante'), finish(150)).move).toBeNull();
    expect(Object.keys(finish(150))).toEqual(['at', 'conservativeLevel']);
  });
});

describe('nextCategory: down', () => {
  it('only when the conservative level is more than 100 below the band\'s floor, and by one category', () => {
    expect(nextCategory(state('Avançado'), finish(700)).move).toBeNull();
    const down = nextCategory(state('Avançado'), finish(699));
    expect(down).toEqual({ state: state('Intermediário Plus', null, '2026-06-01T20:00:00.000Z'), move: 'down' });
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
      const decision = nextCategory(categoryStateOf(history), { at: when, conservativeLevel: 0 });
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
