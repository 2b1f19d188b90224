import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { arenaQueries } from '@areia/shared/api/arenas';
import type { Arena } from '@areia/shared/schemas/arena';
import type { ArenaListMode } from './arena-list-mode';

type ArenaListOptions = UseQueryOptions<Arena[], Error, Arena[], readonly unknown[]>;

/** The three factories differ only in their key's literal type; widened here so one `useQuery` call serves all. */
function optionsFor(mode: ArenaListMode): ArenaListOptions {
  switch (mode.kind) {
    case 'search':
      return arenaQueries.search(mode.term) as ArenaListOptions;
    case 'nearby':
      return arenaQueries.nearby(mode.coords) as ArenaListOptions;
    default:
      return arenaQueries.list() as ArenaListOptions;
  }
}

/**
 * The arenas for the current mode. Each mode and term has its own query key, so an answer can only ever land in its
 * own cache entry: a slow reply for 'ip' cannot replace the list for 'ipanema'. A query left behind is aborted
 * through its signal.
 */
export function useArenaList(mode: ArenaListMode) {
  const waiting = mode.kind === 'locating' || mode.kind === 'location-unavailable';
  return useQuery({ ...optionsFor(mode), enabled: !waiting });
}
