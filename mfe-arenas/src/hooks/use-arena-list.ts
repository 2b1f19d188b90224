import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryOptions } from '@tanstack/react-query';
import { arenaQueries } from '@areia/shared/web/api/arenas';
import type { ListPage } from '@areia/shared/web/api/paging';
import type { Arena } from '@areia/shared/core/schemas/arena';
import type { ArenaListMode } from '../rules/arena-list-mode';

type ArenaPages = ListPage<Arena>;
type ArenaListOptions = UseInfiniteQueryOptions<ArenaPages, Error, InfiniteData<ArenaPages, string | null>, readonly unknown[], string | null>;

/** Every mode pages the same way; the factories differ only in their key's literal type, widened here for one call. */
function optionsFor(mode: ArenaListMode): ArenaListOptions {
  switch (mode.kind) {
    case 'search':
      return arenaQueries.list(mode.term) as ArenaListOptions;
    case 'nearby':
      return arenaQueries.nearby(mode.coords, mode.term) as ArenaListOptions;
    default:
      return arenaQueries.list() as ArenaListOptions;
  }
}

/**
 * The arenas for the current mode, a page at a time. Each mode and term has its own query key, so an answer can only
 * ever land in its own cache entry: a slow reply for 'ip' cannot replace the list for 'ipanema'. A query left behind
 * is aborted through its signal.
 */
export function useArenaList(mode: ArenaListMode) {
  const waiting = mode.kind === 'locating' || mode.kind === 'location-unavailable';
  return useInfiniteQuery({ ...optionsFor(mode), enabled: !waiting });
}
