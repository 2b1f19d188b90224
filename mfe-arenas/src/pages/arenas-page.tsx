import { useLocation, useSearchParams } from 'react-router-dom';
import { useDeviceLocation } from '@areia/shared/geo/use-device-location';
import { paths } from '@areia/shared/paths';
import { SearchField } from '@areia/shared/ui/field';
import { Page, PageHeader } from '@areia/shared/ui/page';
import { Tabs } from '@areia/shared/ui/tabs';
import { arenaListMode, parseArenaFilter, type ArenaFilter } from '../arena-list-mode';
import { ArenaResults } from '../components/arena-results';
import { useLocationToast } from '../components/location-toast';
import { arenaMessages } from '../messages';
import { useDebouncedValue } from '../use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;

const FILTERS = [
  { id: 'all', label: arenaMessages.filterAll },
  { id: 'nearby', label: arenaMessages.filterNearby },
] as const;

export default function ArenasPage() {
  // The term and filter live in the address so the detail's back button returns to the same list.
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const term = params.get('q') ?? '';
  const filter = parseArenaFilter(params.get('filtro'));
  const settledTerm = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  const device = useDeviceLocation();
  useLocationToast(device);

  const update = (next: { q?: string; filtro?: ArenaFilter }) => {
    const merged = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    if (next.filtro !== undefined) {
      if (next.filtro === 'nearby') merged.set('filtro', 'nearby');
      else merged.delete('filtro');
    }
    setParams(merged, { replace: true });
  };

  const mode = arenaListMode(settledTerm, filter, device);
  return (
    <Page>
      <PageHeader title={arenaMessages.listTitle} backTo={paths.home.href()} />
      <SearchField
        value={term}
        onChange={(q) => update({ q })}
        label={arenaMessages.searchLabel}
        placeholder={arenaMessages.searchPlaceholder}
      />
      <Tabs tabs={FILTERS} active={filter} onChange={(filtro) => update({ filtro })} label={arenaMessages.filterLabel} idPrefix="arenas" />
      <section role="tabpanel" id={`arenas-panel-${filter}`} aria-labelledby={`arenas-tab-${filter}`}>
        <ArenaResults mode={mode} from={`${location.pathname}${location.search}`} />
      </section>
    </Page>
  );
}
