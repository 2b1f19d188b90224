import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { httpStatus, serverMessage } from '@areia/shared/web/api/client';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { gameDayQueries } from '@areia/shared/web/api/gameday';
import { useLiveChampionship } from '@areia/shared/web/live/use-live-championship';
import { paths } from '@areia/shared/core/paths';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { QueryView } from '@areia/shared/web/ui/query-view';
import { EmptyState, LoadingState } from '@areia/shared/web/ui/states';
import { DayBoard } from '../components/day-board';
import { NoAccess, OrganizerChampionshipNotFound, OrganizerGate } from '../components/organizer-gate';
import { messages as m } from '../messages';

function OrganizerDay({ id }: { id: string }) {
  const query = useQuery(gameDayQueries.organizer(id));
  // The championship's stage decides which steps the day allows (the same rules the API asks).
  const championship = useQuery(championshipQueries.detail(id));
  const key = gameDayQueries.organizer(id).queryKey;
  // Scores, calls and check-ins from any phone (a scorekeeper's, an athlete's) show here as they happen.
  useLiveChampionship(id, { day: [key], games: [key], checkins: [key], championship: [key, championshipQueries.detail(id).queryKey] });
  if (query.isError && httpStatus(query.error) === 403) return <NoAccess />;
  // The day's clock moves with each answer: predicted times and pauses are the server's anyway.
  const now = new Date(query.dataUpdatedAt);
  return (
    <Page>
      <PageHeader title={query.data ? `${m.dayTitle} · ${query.data.title}` : m.dayTitle} backTo={paths.organizerChampionship.href(id)} />
      <QueryView
        query={query}
        loading={<LoadingState shape="rows" />}
        notFound={<OrganizerChampionshipNotFound />}
        errorMessage={(error) => serverMessage(error) ?? m.dayError}
        isEmpty={(day) => day.courts.length === 0}
        empty={<EmptyState message={m.dayEmpty} />}
      >
        {(day) => <DayBoard championshipId={id} day={day} now={now} stage={championship.data?.stage ?? 'em_andamento'} />}
      </QueryView>
    </Page>
  );
}

export default function OrganizerDayPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <OrganizerDay id={id} />
    </OrganizerGate>
  );
}
