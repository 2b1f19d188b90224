import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { paths } from '@areia/shared/core/paths';
import { CalendarIcon } from '@areia/shared/web/ui/icons';
import { QueryView, type ViewedQuery } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState } from '@areia/shared/web/ui/states';
import { messages } from '../messages';
import { ChampionshipNotFound } from './championship-not-found';
import { GameList } from './game-list';
import { GroupTables } from './group-tables';
import { ResultsTable } from './results-table';

/**
 * One tab's panel: its query (polled while visible, live at the court — a failed re-read keeps the last answer on
 * screen, without a toast), its sentences, and what it draws once loaded.
 */
function Panel<T>({
  championshipId,
  query,
  errorMessage,
  emptyMessage,
  children,
}: {
  championshipId: string;
  query: ViewedQuery<T>;
  errorMessage: string;
  emptyMessage: string;
  children: (rows: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      loading={<LoadingState shape="rows" />}
      errorMessage={errorMessage}
      notFound={<ChampionshipNotFound />}
      // An empty tab's way on: back to the championship's page.
      empty={<EmptyState message={emptyMessage} icon={<CalendarIcon size={28} />} action={{ label: messages.backToChampionship, to: paths.championship.href(championshipId) }} />}
    >
      {children}
    </QueryView>
  );
}

/**
 * Each panel is mounted only while its tab is active, so its request waits until the tab is opened. The
 * queries re-read themselves every few seconds while the page is visible (shared championshipQueries).
 */
export function GroupsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.groups(championshipId));
  return (
    <Panel championshipId={championshipId} query={query} errorMessage={messages.fetchGroupsError} emptyMessage={messages.noGroups}>
      {(rows) => <GroupTables rows={rows} />}
    </Panel>
  );
}

export function GamesPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.games(championshipId));
  return (
    <Panel championshipId={championshipId} query={query} errorMessage={messages.fetchGamesError} emptyMessage={messages.noGames}>
      {(games) => <GameList games={games} championshipId={championshipId} />}
    </Panel>
  );
}

export function ResultsPanel({ championshipId }: { championshipId: string }) {
  const query = useQuery(championshipQueries.results(championshipId));
  return (
    <Panel championshipId={championshipId} query={query} errorMessage={messages.fetchResultsError} emptyMessage={messages.noResults}>
      {(rows) => <ResultsTable rows={rows} />}
    </Panel>
  );
}
