import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { championshipQueries } from '@areia/shared/web/api/championships';
import { sharedMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { useSearchTermParam } from '@areia/shared/web/search/use-search-term-param';
import { SearchField } from '@areia/shared/web/ui/field';
import { TrophyIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { CachedAnswerNotice } from '@areia/shared/web/ui/cached-answer-notice';
import { ListView } from '@areia/shared/web/ui/query-view';
import { EmptyState } from '@areia/shared/web/ui/states';
import { Tabs, type TabItem } from '@areia/shared/web/ui/tabs';
import { ChampionshipCard } from '../components/championship-card';
import { messages } from '../messages';
import { initialFilter, parseChampionshipFilter, type ChampionshipFilter } from '../rules/championship-filters';
import { rememberList } from '../rules/list-return';

/** Cards visible on a phone's first screen: their images load at once (LCP), the others lazily. */
const EAGER_CARDS = 3;

const FILTER_TABS: readonly TabItem<ChampionshipFilter>[] = [
  { id: 'all', label: messages.filterAll },
  { id: 'soon', label: messages.filterSoon },
  { id: 'live', label: messages.filterLive },
  { id: 'registered', label: messages.filterRegistered },
  // "Todos" is what is still to come (the home's count); the finished and cancelled ones are kept here.
  { id: 'past', label: messages.filterPast },
];

const FILTER_PARAM = 'filtro';

export default function ChampionshipsPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  // Filter and search live in the address (`?filtro=` and `?q=`), so back from a championship returns to the same
  // list; the server applies both, so they hold on every page.
  const { term, setTerm, settled, hereHref } = useSearchTermParam('q');
  const fromState = initialFilter(location.state);
  const filter = parseChampionshipFilter(params.get(FILTER_PARAM)) ?? fromState;

  const setFilter = (next: ChampionshipFilter) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        // 'all' needs no parameter, unless navigation state asked for another filter that would otherwise come back.
        if (next === 'all' && fromState === 'all') updated.delete(FILTER_PARAM);
        else updated.set(FILTER_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  // A filter handed over in navigation state moves into the address at once, where it outlives that state.
  const handedOver = fromState !== 'all' && !params.has(FILTER_PARAM);
  useEffect(() => {
    if (!handedOver) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set(FILTER_PARAM, fromState);
        return updated;
      },
      { replace: true },
    );
  }, [handedOver, fromState, setParams]);

  // The detail's back button returns to this list as it is now (rules/list-return.ts).
  useEffect(() => rememberList(sessionStorage, hereHref), [hereHref]);

  const query = useInfiniteQuery({ ...championshipQueries.list(filter, settled), placeholderData: keepPreviousData });
  return (
    <Page>
      <PageHeader title={messages.listTitle} backTo={paths.home.href()} />
      <CachedAnswerNotice />
      <SearchField value={term} onChange={setTerm} label={messages.searchLabel} />
      <Tabs tabs={FILTER_TABS} active={filter} onChange={setFilter} label={messages.filtersLabel} idPrefix="championship-filter" />
      <section id={`championship-filter-panel-${filter}`} role="tabpanel" aria-labelledby={`championship-filter-tab-${filter}`}>
        <ListView
          query={query}
          errorMessage={messages.fetchChampionshipsError}
          empty={
            <EmptyState
              message={messages.noChampionships}
              icon={<TrophyIcon size={28} />}
              action={
                term
                  ? { label: messages.clearSearch, onClick: () => setTerm('') }
                  : filter !== 'all'
                    ? { label: messages.seeAllChampionships, onClick: () => setFilter('all') }
                    : { label: sharedMessages.goHome, to: paths.home.href() }
              }
            />
          }
        >
          {(visible) => (
            <ul className="areia-list" aria-label={messages.listTitle}>
              {visible.map((championship, index) => (
                <li key={championship.id}>
                  <ChampionshipCard championship={championship} eager={index < EAGER_CARDS} />
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </section>
    </Page>
  );
}
