import { describe, expect, it } from 'vitest';
import type { DeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { arenaListMode, parseArenaFilter, searchTerm } from './arena-list-mode';

const copacabana = { latitude: -22.9711, longitude: -43.1822 };
const located: DeviceLocation = { status: 'located', coords: copacabana };
const locating: DeviceLocation = { status: 'locating' };
const denied: DeviceLocation = { status: 'unavailable', reason: 'denied' };

describe('searchTerm', () => {
  it.each([
    ['', null],
    ['a', null],
    ['  b  ', null],
    ['ip', 'ip'],
    ['  leme ', 'leme'],
    ['São', 'São'],
  ])('%j → %j', (raw, expected) => {
    expect(searchTerm(raw)).toBe(expected);
  });
});

describe('arenaListMode', () => {
  it('searches every arena on the server from 2 characters under Todas, or under Perto de mim without a position', () => {
    expect(arenaListMode(' ip ', 'all', located)).toEqual({ kind: 'search', term: 'ip' });
    expect(arenaListMode('ip', 'nearby', denied)).toEqual({ kind: 'search', term: 'ip' });
    expect(arenaListMode('ip', 'nearby', locating)).toEqual({ kind: 'search', term: 'ip' });
  });

  it('searches within the radius under Perto de mim once the device is located', () => {
    expect(arenaListMode(' leme ', 'nearby', located)).toEqual({ kind: 'nearby', coords: copacabana, term: 'leme' });
  });

  it('lists every arena under Todas with a short or blank term', () => {
    expect(arenaListMode('', 'all', located)).toEqual({ kind: 'list' });
    expect(arenaListMode('i', 'all', denied)).toEqual({ kind: 'list' });
    expect(arenaListMode('   ', 'all', locating)).toEqual({ kind: 'list' });
  });

  it('lists nearby arenas under Perto de mim once the device is located', () => {
    expect(arenaListMode('', 'nearby', located)).toEqual({ kind: 'nearby', coords: copacabana, term: '' });
    expect(arenaListMode('x', 'nearby', located)).toEqual({ kind: 'nearby', coords: copacabana, term: '' });
  });

  it('waits for the location, or explains it is missing, under Perto de mim', () => {
    expect(arenaListMode('', 'nearby', locating)).toEqual({ kind: 'locating' });
    expect(arenaListMode('', 'nearby', denied)).toEqual({ kind: 'location-unavailable' });
    expect(arenaListMode('', 'nearby', { status: 'unavailable', reason: 'unsupported' })).toEqual({ kind: 'location-unavailable' });
  });
});

describe('parseArenaFilter', () => {
  it('reads the filter from the address, defaulting to Todas', () => {
    expect(parseArenaFilter('nearby')).toBe('nearby');
    expect(parseArenaFilter('all')).toBe('all');
    expect(parseArenaFilter(null)).toBe('all');
    expect(parseArenaFilter('bogus')).toBe('all');
  });
});
