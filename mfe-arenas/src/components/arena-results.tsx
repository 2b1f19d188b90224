import { pageItems } from '@areia/shared/api/paging';
import { sharedMessages } from '@areia/shared/messages';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { PinIcon } from '@areia/shared/ui/icons';
import { LoadMore, loadMoreProps } from '@areia/shared/ui/load-more';
import { paths } from '@areia/shared/paths';
import { EmptyState, ErrorState, LoadingState, type StateAction } from '@areia/shared/ui/states';
import type { ArenaListMode } from '../rules/arena-list-mode';
import { messages } from '../messages';
import { useArenaList } from '../hooks/use-arena-list';
import { ArenaCard } from './arena-card';

function emptyMessage(mode: ArenaListMode): string {
  if (mode.kind === 'search' || (mode.kind === 'nearby' && mode.term)) return messages.emptySearch;
  if (mode.kind === 'nearby') return messages.emptyNearby;
  return messages.emptyList;
}

/** The way on from an empty list: drop the search, widen "Perto de mim" to every arena, or go home. */
function emptyAction(mode: ArenaListMode, clearSearch: () => void): StateAction {
  if (mode.kind === 'search' || (mode.kind === 'nearby' && mode.term)) return { label: messages.clearSearch, onClick: clearSearch };
  if (mode.kind === 'nearby') return { label: messages.seeAll, to: paths.arenas.href() };
  return { label: sharedMessages.goHome, to: paths.home.href() };
}

export function ArenaResults({ mode, from, onClearSearch }: { mode: ArenaListMode; from: string; onClearSearch: () => void }) {
  const query = useArenaList(mode);
  useErrorToast(query.error, messages.listError);

  if (mode.kind === 'locating') return <LoadingState label={messages.locating} />;
  if (mode.kind === 'location-unavailable') return <EmptyState message={messages.nearbyNeedsLocation} icon={<PinIcon size={28} />} action={{ label: messages.seeAll, to: paths.arenas.href() }} />;
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.isFetchNextPageError) {
    return <ErrorState message={messages.listError} onRetry={() => void query.refetch()} />;
  }
  const arenas = pageItems(query.data);
  if (arenas.length === 0) return <EmptyState message={emptyMessage(mode)} icon={<PinIcon size={28} />} action={emptyAction(mode, onClearSearch)} />;
  return (
    <>
      <ul className="areia-list" aria-label={messages.listTitle}>
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
