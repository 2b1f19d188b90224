import { describe, expect, it } from 'vitest';
import { initialFilter, parseChampionshipFilter } from './championship-filters';

describe('parseChampionshipFilter', () => {
  it('reads a known filter from the address and nothing else', () => {
    expect(parseChampionshipFilter('soon')).toBe('soon');
    expect(parseChampionshipFilter('registered')).toBe('registered');
    expect(parseChampionshipFilter('all')).toBe('all');
    expect(parseChampionshipFilter('past')).toBe('past');
    // The API's name for what "Todos" shows is no tab of its own.
    expect(parseChampionshipFilter('current')).toBeNull();
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
