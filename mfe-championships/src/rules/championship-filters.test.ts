import { describe, expect, it } from 'vitest';
import type { Championship } from '@areia/shared/schemas/championship';
import { filterChampionships, initialFilter, isSoon, matchesTitle } from './championship-filters';

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

describe('filterChampionships', () => {
  const list = [
    championship({ id: 'soon', title: 'Circuito Leme Estreante', occurs: at(7 * day) }),
    championship({ id: 'later', title: 'Copa Salvador Avançado', occurs: at(60 * day) }),
    championship({ id: 'past', title: 'Copa Verão Copacabana', occurs: at(-40 * day), isRegistered: true }),
    championship({ id: 'mine', title: 'Intermediário Plus Santos', occurs: at(20 * day), isRegistered: true }),
  ];
  const ids = (items: Championship[]) => items.map((item) => item.id);

  it('all keeps everything', () => {
    expect(ids(filterChampionships(list, 'all', '', now))).toEqual(['soon', 'later', 'past', 'mine']);
  });
  it('soon keeps the next 30 days only', () => {
    expect(ids(filterChampionships(list, 'soon', '', now))).toEqual(['soon', 'mine']);
  });
  it('registered keeps isRegistered, past ones included', () => {
    expect(ids(filterChampionships(list, 'registered', '', now))).toEqual(['past', 'mine']);
  });
  it('search is a case-insensitive substring of the title, combined with the filter', () => {
    expect(ids(filterChampionships(list, 'all', 'COPA', now))).toEqual(['later', 'past']);
    expect(ids(filterChampionships(list, 'soon', 'copa', now))).toEqual([]);
    expect(ids(filterChampionships(list, 'all', '  leme ', now))).toEqual(['soon']);
  });
  it('search forgives accents', () => {
    expect(matchesTitle({ title: 'Open Niterói' }, 'niteroi')).toBe(true);
    expect(matchesTitle({ title: 'Open Niterói' }, 'Recife')).toBe(false);
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
