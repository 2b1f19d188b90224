import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { playerQueries } from '@areia/shared/web/api/players';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths, RANKING_PLACE_MINE, RANKING_PLACE_PARAM } from '@areia/shared/core/paths';
import { useSearchTermParam } from '@areia/shared/web/search/use-search-term-param';
import { useSession } from '@areia/shared/web/session/session-context';
import { Button } from '@areia/shared/web/ui/button';
import { SearchField } from '@areia/shared/web/ui/field';
import { UsersIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView } from '@areia/shared/web/ui/query-view';
import { EmptyState } from '@areia/shared/web/ui/states';
import { Tabs } from '@areia/shared/web/ui/tabs';
import { LookingList } from '../components/looking-list';
import { PlayerCard } from '../components/player-card';
import { messages } from '../messages';
import styles from './players-page.module.css';

type PlayersFilter = 'all' | 'looking';

function withoutPlace(previous: URLSearchParams): URLSearchParams {
  const updated = new URLSearchParams(previous);
  updated.delete(RANKING_PLACE_PARAM);
  return updated;
}

const FILTERS = [
  { id: 'all', label: messages.filterAll },
  { id: 'looking', label: messages.filterLooking },
] as const;

export default function PlayersPage() {
  // "Procurando jogo" lives in the address (?filtro=procurando), so the back button returns to it.
  const [params, setParams] = useSearchParams();
  const filter: PlayersFilter = params.get('filtro') === 'procurando' ? 'looking' : 'all';
  const setFilter = (next: PlayersFilter) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === 'looking') updated.set('filtro', 'procurando');
        else updated.delete('filtro');
        return updated;
      },
      { replace: true },
    );
  return (
    <Page>
      <PageHeader title={messages.listTitle} backTo={paths.home.href()} />
      <Link className={`areia-button areia-button--secondary ${styles.openGames}`} to={paths.openGames.href()} data-testid="open-games-link">
        {messages.openGames}
      </Link>
      <Tabs tabs={FILTERS} active={filter} onChange={setFilter} label={messages.filterLabel} idPrefix="players" />
      <section role="tabpanel" id={`players-panel-${filter}`} aria-labelledby={`players-tab-${filter}`}>
        {filter === 'looking' ? <LookingList /> : <AllPlayers atMine={params.get(RANKING_PLACE_PARAM) === RANKING_PLACE_MINE} onFromTop={() => setParams((previous) => withoutPlace(previous), { replace: true })} />}
      </section>
    </Page>
  );
}

function AllPlayers({ atMine, onFromTop }: { atMine: boolean; onFromTop: () => void }) {
  // The term lives in the address so the player screen's back button returns to the same search; the server searches
  // once typing pauses (`settled`), a page at a time.
  const { term, setTerm, settled, hereHref } = useSearchTermParam('q');
  const { user } = useSession();
  // Opened at the athlete's place, the first page starts just above them; a search is a list of its own.
  const around = atMine && settled === '' && user ? user.id : null;
  // While a new term is on its way the previous answer stays on screen instead of a blank "Carregando...".
  const query = useInfiniteQuery({ ...playerQueries.list(settled, undefined, around ?? undefined), placeholderData: keepPreviousData });
  const mineRef = useRef<HTMLLIElement | null>(null);
  const shown = around !== null && query.data !== undefined && !query.isPlaceholderData;
  useEffect(() => {
    // Once, when the page opened at the athlete's place arrives: their row in view, not under the header.
    if (shown) mineRef.current?.scrollIntoView({ block: 'center' });
  }, [shown]);
  return (
    <>
      <SearchField value={term} onChange={setTerm} label={messages.searchLabel} placeholder={messages.searchPlaceholder} />
      {around && (
        <Button variant="ghost" onClick={onFromTop}>
          {messages.fromTop}
        </Button>
      )}
      <ListView
        query={query}
        errorMessage={messages.listError}
        empty={
          <EmptyState
            message={messages.emptySearch}
            icon={<UsersIcon size={28} />}
            action={term ? { label: messages.clearSearch, onClick: () => setTerm('') } : { label: sharedMessages.goHome, to: paths.home.href() }}
          />
        }
      >
        {(players) => (
          <ul className="areia-list" aria-label={messages.listTitle}>
            {players.map((player) => (
              <li key={player.id} ref={player.id === user?.id ? mineRef : undefined}>
                <PlayerCard player={player} from={hereHref} mine={player.id === user?.id} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
