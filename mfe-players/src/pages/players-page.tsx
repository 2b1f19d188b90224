import { useQuery } from '@tanstack/react-query';
import { playerQueries } from '@areia/shared/api/players';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { useSearchTermParam } from '@areia/shared/search/use-search-term-param';
import { SearchField } from '@areia/shared/ui/field';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import { PlayerCard } from '../components/player-card';
import { playerMessages } from '../messages';
import { filterPlayers } from '../player-search';

export default function PlayersPage() {
  // The term lives in the address so the player screen's back button returns to the same search.
  const { term, setTerm, hereHref } = useSearchTermParam('q');
  const query = useQuery(playerQueries.list());
  useErrorToast(query.error, playerMessages.listError);

  const players = query.data ? filterPlayers(query.data, term) : [];
  return (
    <Page>
      <PageHeader title={playerMessages.listTitle} backTo={paths.home.href()} />
      <SearchField value={term} onChange={setTerm} label={playerMessages.searchLabel} placeholder={playerMessages.searchPlaceholder} />
      {query.isPending && <LoadingState />}
      {query.isError && <ErrorState message={playerMessages.listError} onRetry={() => void query.refetch()} />}
      {query.isSuccess && players.length === 0 && <EmptyState message={playerMessages.emptySearch} />}
      {players.length > 0 && (
        <ul className="areia-list" aria-label={playerMessages.listTitle}>
          {players.map((player) => (
            <li key={player.id}>
              <PlayerCard player={player} from={hereHref} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
