import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/api/championships';
import { useErrorToast } from '@areia/shared/feedback/use-error-toast';
import { paths } from '@areia/shared/paths';
import { SearchField } from '@areia/shared/ui/field';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@areia/shared/ui/states';
import { Tabs, type TabItem } from '@areia/shared/ui/tabs';
import { ChampionshipCard } from '../components/championship-card';
import { useNow } from '../hooks/use-now';
import { messages } from '../messages';
import { filterChampionships, initialFilter, type ChampionshipFilter } from '../rules/championship-filters';

/** Cards visible on a phone's first screen: their images load at once (LCP), the others lazily. */
const EAGER_CARDS = 3;

const FILTER_TABS: readonly TabItem<ChampionshipFilter>[] = [
  { id: 'all', label: messages.filterAll },
  { id: 'soon', label: messages.filterSoon },
  { id: 'registered', label: messages.filterRegistered },
];

export default function ChampionshipsPage() {
  const location = useLocation();
  const [filter, setFilter] = useState<ChampionshipFilter>(() => initialFilter(location.state));
  const [search, setSearch] = useState('');
  const now = useNow();
  const query = useQuery(championshipQueries.list());
  useErrorToast(query.error, messages.fetchChampionshipsError);

  const visible = query.data ? filterChampionships(query.data, filter, search, now) : [];

  return (
    <Page>
      <PageHeader title={messages.listTitle} backTo={paths.home.href()} />
      <SearchField value={search} onChange={setSearch} label={messages.searchLabel} />
      <Tabs tabs={FILTER_TABS} active={filter} onChange={setFilter} label={messages.filtersLabel} idPrefix="championship-filter" />
      <section id={`championship-filter-panel-${filter}`} role="tabpanel" aria-labelledby={`championship-filter-tab-${filter}`}>
        {query.isPending ? (
          <LoadingState />
        ) : query.isError ? (
          <ErrorState message={messages.fetchChampionshipsError} onRetry={() => void query.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState message={messages.noChampionships} />
        ) : (
          <ul className="areia-list" aria-label={messages.listTitle}>
            {visible.map((championship, index) => (
              <li key={championship.id}>
                <ChampionshipCard championship={championship} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
