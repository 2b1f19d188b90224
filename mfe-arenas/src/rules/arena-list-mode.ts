import type { Coordinates } from '@areia/shared/web/api/arenas';
import type { DeviceLocation } from '@areia/shared/web/geo/use-device-location';

export type ArenaFilter = 'all' | 'nearby';

/** Spec §4/§9: the server search starts at 2 characters. */
export const ARENA_SEARCH_MIN_CHARS = 2;

export type ArenaListMode =
  | { kind: 'search'; term: string }
  | { kind: 'list' }
  | { kind: 'nearby'; coords: Coordinates; term: string }
  | { kind: 'locating' }
  | { kind: 'location-unavailable' };

/** The trimmed term when it is long enough to search, else null. */
export function searchTerm(raw: string): string | null {
  const term = raw.trim();
  return term.length >= ARENA_SEARCH_MIN_CHARS ? term : null;
}

/**
 * What the arenas list shows: under 'Perto de mim', once the device is located, the arenas within 10 km (searched
 * within that radius when the term has 2+ characters); otherwise a term of 2+ characters searches every arena, 'Todas'
 * lists every arena, and 'Perto de mim' waits for (or explains the lack of) a position.
 */
export function arenaListMode(rawTerm: string, filter: ArenaFilter, location: DeviceLocation): ArenaListMode {
  const term = searchTerm(rawTerm);
  if (filter === 'nearby' && location.status === 'located') return { kind: 'nearby', coords: location.coords, term: term ?? '' };
  if (term) return { kind: 'search', term };
  if (filter === 'all') return { kind: 'list' };
  return location.status === 'locating' ? { kind: 'locating' } : { kind: 'location-unavailable' };
}

export function parseArenaFilter(value: string | null): ArenaFilter {
  return value === 'nearby' ? 'nearby' : 'all';
}
