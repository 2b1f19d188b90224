import { useSearchParams } from 'react-router-dom';
import { useDeviceLocation } from '@areia/shared/web/geo/use-device-location';
import { paths } from '@areia/shared/core/paths';
import { useSearchTermParam } from '@areia/shared/web/search/use-search-term-param';
import { SearchField } from '@areia/shared/web/ui/field';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { Tabs } from '@areia/shared/web/ui/tabs';
import { arenaListMode, parseArenaFilter, type ArenaFilter } from '../rules/arena-list-mode';
import { ArenaResults } from '../components/arena-results';
import { useLocationToast } from '../hooks/use-location-toast';
import { messages } from '../messages';

const SEARCH_DEBOUNCE_MS = 300;

const FILTERS = [
  { id: 'all', label: messages.filterAll },
  { id: 'nearby', label: messages.filterNearby },
] as const;

export default function ArenasPage() {
  // The term and filter live in the address so the detail's back button returns to the same list.
  const [params, setParams] = useSearchParams();
  const { term, setTerm, settled: settledTerm, hereHref } = useSearchTermParam('q', SEARCH_DEBOUNCE_MS);
  const filter = parseArenaFilter(params.get('filtro'));
  const device = useDeviceLocation();
  useLocationToast(device);

  const setFilter = (filtro: ArenaFilter) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (filtro === 'nearby') next.set('filtro', 'nearby');
        else next.delete('filtro');
        return next;
      },
      { replace: true },
    );

  const mode = arenaListMode(settledTerm, filter, device);
  return (
    <Page>
      <PageHeader title={messages.listTitle} backTo={paths.home.href()} />
      <SearchField
        value={term}
        onChange={setTerm}
        label={messages.searchLabel}
        placeholder={messages.searchPlaceholder}
      />
      <Tabs tabs={FILTERS} active={filter} onChange={setFilter} label={messages.filterLabel} idPrefix="arenas" />
      <section role="tabpanel" id={`arenas-panel-${filter}`} aria-labelledby={`arenas-tab-${filter}`}>
        <ArenaResults mode={mode} from={hereHref} onClearSearch={() => setTerm('')} />
      </section>
    </Page>
  );
}
