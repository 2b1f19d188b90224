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

/** Each panel is mounted only while its tab is active, so its request waits until the tab is opened (spec §2). */
export function GroupsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.groups(championshipId));
  useErrorToast(query.error, messages.fetchGroupsError);
  if (query.isPending) return <LoadingState shape="rows" />;
  if (query.isError) return <ErrorState message={messages.fetchGroupsError} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={messages.noGroups} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <GroupTables rows={query.data} />;
}

export function GamesPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.games(championshipId));
  useErrorToast(query.error, messages.fetchGamesError);
  if (query.isPending) return <LoadingState shape="rows" />;
  if (query.isError) return <ErrorState message={messages.fetchGamesError} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={messages.noGames} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <GameList games={query.data} championshipId={championshipId} />;
}

export function ResultsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.results(championshipId));
  useErrorToast(query.error, messages.fetchResultsError);
  if (query.isPending) return <LoadingState shape="rows" />;
  if (query.isError) return <ErrorState message={messages.fetchResultsError} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState message={messages.noResults} icon={<CalendarIcon size={28} />} action={backTo(championshipId)} />;
  return <ResultsTable rows={query.data} />;
}
