import { describe, expect, it } from 'vitest';
import type { Championship } from '@areia/shared/schemas/championship';
import { initialFilter, isSoon, parseChampionshipFilter } from './championship-filters';

const now = new Date('2026-03-01T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();

function championship(overrides: Partial<Championship>): Championship {
  return {
    id: 'c1',
    title: 'Open Niterói',
    category: 'Open',
    occurs: at(3 * day),
    date: at(3 * day),
    banner_url: null,
    logo: null,
    price: 80,
    status: 'Inscrições abertas',
    isDisabled: false,
    isRegistered: false,
    disclaimmer: null,
    arena_id: 'a1',
    max_teams: 8,
    free: 4,
    players_per_team: 2,
    contact: '21999990000',
    ...overrides,
  };
}

describe('isSoon (the 30-day window)', () => {
  it('includes now and the last instant of the 30th day', () => {
    expect(isSoon(championship({ occurs: at(0) }), now)).toBe(true);
    expect(isSoon(championship({ occurs: at(30 * day) }), now)).toBe(true);
  });
  it('excludes the past and anything after 30 days', () => {
    expect(isSoon(championship({ occurs: at(-1) }), now)).toBe(false);
    expect(isSoon(championship({ occurs: at(30 * day + 1) }), now)).toBe(false);
  });
  it('falls back to date when occurs is missing or invalid', () => {
    expect(isSoon(championship({ occurs: '', date: at(2 * day) }), now)).toBe(true);
    expect(isSoon(championship({ occurs: 'nope', date: 'nope' }), now)).toBe(false);
  });
});

describe('parseChampionshipFilter', () => {
  it('reads a known filter from the address and nothing else', () => {
    expect(parseChampionshipFilter('soon')).toBe('soon');
    expect(parseChampionshipFilter('registered')).toBe('registered');
    expect(parseChampionshipFilter('all')).toBe('all');
    expect(parseChampionshipFilter('bogus')).toBeNull();
    expect(parseChampionshipFilter(null)).toBeNull();
  });
});

describe('initialFilter', () => {
  it('takes a known filter from navigation state and defaults to all', () => {
    expect(initialFilter({ filter: 'soon' })).toBe('soon');
    expect(initialFilter({ filter: 'registered' })).toBe('registered');
    expect(initialFilter({ filter: 'all' })).toBe('all');
    expect(initialFilter({ filter: 'bogus' })).toBe('all');
    expect(initialFilter(null)).toBe('all');
    expect(initialFilter(undefined)).toBe('all');
  });
});
