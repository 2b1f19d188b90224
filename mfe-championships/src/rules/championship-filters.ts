import { CHAMPIONSHIP_FILTERS, type ChampionshipFilter } from '@areia/shared/web/api/championships';

export { CHAMPIONSHIP_FILTERS, type ChampionshipFilter };

/** The filter named in the address (`?filtro=`), or null when it names none. */
export function parseChampionshipFilter(value: string | null): ChampionshipFilter | null {
  return CHAMPIONSHIP_FILTERS.includes(value as ChampionshipFilter) ? (value as ChampionshipFilter) : null;
}

/** The list's first filter comes from navigation state (the home sends `{ filter: 'all' }`). */
export function initialFilter(state: unknown): ChampionshipFilter {
  const value = (state as { filter?: unknown } | null | undefined)?.filter;
  return CHAMPIONSHIP_FILTERS.includes(value as ChampionshipFilter) ? (value as ChampionshipFilter) : 'all';
}
