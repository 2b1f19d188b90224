import { sharedMessages } from '@areia/shared/core/messages';
import { PinIcon } from '@areia/shared/web/ui/icons';
import { paths } from '@areia/shared/core/paths';
import { ListView } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState, type StateAction } from '@areia/shared/web/ui/states';
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
  // Before any list: the position is on its way, or there is none to sort by.
  if (mode.kind === 'locating') return <LoadingState label={messages.locating} />;
  if (mode.kind === 'location-unavailable') return <EmptyState message={messages.nearbyNeedsLocation} icon={<PinIcon size={28} />} action={{ label: messages.seeAll, to: paths.arenas.href() }} />;
  return (
    <ListView
      query={query}
      errorMessage={messages.listError}
      empty={<EmptyState message={emptyMessage(mode)} icon={<PinIcon size={28} />} action={emptyAction(mode, onClearSearch)} />}
    >
      {(arenas) => (
        <ul className="areia-list" aria-label={messages.listTitle}>
          {arenas.map((arena) => (
            <li key={arena.id}>
              <ArenaCard arena={arena} showDistance={mode.kind === 'nearby'} from={from} />
            </li>
          ))}
        </ul>
      )}
    </ListView>
  );
}
