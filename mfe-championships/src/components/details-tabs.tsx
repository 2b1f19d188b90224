import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/api/championships';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { CalendarIcon } from '@areia/shared/ui/icons';
import { EmptyState, ErrorState, LoadingState, type StateAction } from '@areia/shared/ui/states';
import { messages } from '../messages';
import { GameList } from './game-list';
import { GroupTables } from './group-tables';
import { ResultsTable } from './results-table';

/** An empty tab's way on: back to the championship's page. */
const backTo = (championshipId: string): StateAction => ({ label: messages.backToChampionship, to: paths.championship.href(championshipId) });

/**
 * Each panel is mounted only while its tab is active, so its request waits until the tab is opened (spec §2). The
 * queries re-read themselves every few seconds while the page is visible (shared championshipQueries).
 */
export function GroupsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.groups(championshipId));
  // Polled while visible (live at the court): a failed re-read keeps the last answer on screen, without a toast.
  useErrorToast(query.data === undefined ? query.error : null, messages.fetchGroupsError);
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={messages.fetchGroupsError} onRetry={() => void query.refetch()} />;
    return <LoadingState shape="rows" />;
  }
  if (query.data.length === 0) return <EmptyState message={messages.noGroups} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <GroupTables rows={query.data} />;
}

export function GamesPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.games(championshipId));
  // Polled while visible (live at the court): a failed re-read keeps the last answer on screen, without a toast.
  useErrorToast(query.data === undefined ? query.error : null, messages.fetchGamesError);
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={messages.fetchGamesError} onRetry={() => void query.refetch()} />;
    return <LoadingState shape="rows" />;
  }
  if (query.data.length === 0) return <EmptyState message={messages.noGames} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <GameList games={query.data} championshipId={championshipId} />;
}

export function ResultsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.results(championshipId));
  // Polled while visible (live at the court): a failed re-read keeps the last answer on screen, without a toast.
  useErrorToast(query.data === undefined ? query.error : null, messages.fetchResultsError);
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={messages.fetchResultsError} onRetry={() => void query.refetch()} />;
    return <LoadingState shape="rows" />;
  }
  if (query.data.length === 0) return <EmptyState message={messages.noResults} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <ResultsTable rows={query.data} />;
}
