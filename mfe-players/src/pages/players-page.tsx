import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { pageItems } from '@areia/shared/api/paging';
import { playerQueries } from '@areia/shared/api/players';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { sharedMessages } from '@areia/shared/messages';
import { paths } from '@areia/shared/paths';
import { useSearchTermParam } from '@areia/shared/search/use-search-term-param';
import { SearchField } from '@areia/shared/ui/field';
import { LoadMore, loadMoreProps } from '@areia/shared/ui/load-more';
import { UsersIcon } from '@areia/shared/ui/icons';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import { PlayerCard } from '../components/player-card';
import { messages as playerMessages } from '../messages';

export default function PlayersPage() {
  // The term lives in the address so the player screen's back button returns to the same search; the server searches
  // once typing pauses (`settled`), a page at a time.
  const { term, setTerm, settled, hereHref } = useSearchTermParam('q');
  // While a new term is on its way the previous answer stays on screen instead of a blank "Carregando...".
  const query = useInfiniteQuery({ ...playerQueries.list(settled), placeholderData: keepPreviousData });
  useErrorToast(query.error, playerMessages.listError);

  const players = pageItems(query.data);
  const failed = query.isError && !query.isFetchNextPageError;
  return (
    <Page>
      <PageHeader title={playerMessages.listTitle} backTo={paths.home.href()} />
      <SearchField value={term} onChange={setTerm} label={playerMessages.searchLabel} placeholder={playerMessages.searchPlaceholder} />
      {query.isPending && <LoadingState />}
      {failed && <ErrorState message={playerMessages.listError} onRetry={() => void query.refetch()} />}
      {query.isSuccess && players.length === 0 && (
        <EmptyState
          message={playerMessages.emptySearch}
          icon={<UsersIcon size={28} />}
          action={term ? { label: playerMessages.clearSearch, onClick: () => setTerm('') } : { label: sharedMessages.goHome, to: paths.home.href() }}
        />
      )}
      {!failed && players.length > 0 && (
        <>
          <ul className="areia-list" aria-label={playerMessages.listTitle}>
            {players.map((player) => (
              <li key={player.id}>
                <PlayerCard player={player} from={hereHref} />
              </li>
            ))}
          </ul>
          <LoadMore {...loadMoreProps(query)} />
        </>
      )}
    </Page>
  );
}
