import { pageItems } from '@areia/shared/api/paging';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { LoadMore, loadMoreProps } from '@areia/shared/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import type { ArenaListMode } from '../arena-list-mode';
import { arenaMessages } from '../messages';
import { useArenaList } from '../use-arena-list';
import { ArenaCard } from './arena-card';

function emptyMessage(mode: ArenaListMode): string {
  if (mode.kind === 'search' || (mode.kind === 'nearby' && mode.term)) return arenaMessages.emptySearch;
  if (mode.kind === 'nearby') return arenaMessages.emptyNearby;
  return arenaMessages.emptyList;
}

export function ArenaResults({ mode, from }: { mode: ArenaListMode; from: string }) {
  const query = useArenaList(mode);
  useErrorToast(query.error, arenaMessages.listError);

  if (mode.kind === 'locating') return <LoadingState label={arenaMessages.locating} />;
  if (mode.kind === 'location-unavailable') return <EmptyState message={arenaMessages.nearbyNeedsLocation} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.isFetchNextPageError) {
    return <ErrorState message={arenaMessages.listError} onRetry={() => void query.refetch()} />;
  }
  const arenas = pageItems(query.data);
  if (arenas.length === 0) return <EmptyState message={emptyMessage(mode)} />;
  return (
    <>
      <ul className="areia-list" aria-label={arenaMessages.listTitle}>
        {arenas.map((arena) => (
          <li key={arena.id}>
            <ArenaCard arena={arena} showDistance={mode.kind === 'nearby'} from={from} />
          </li>
        ))}
      </ul>
      <LoadMore {...loadMoreProps(query)} />
    </>
  );
}
