import { CHAMPIONSHIP_SOON_DAYS } from '@areia/shared/constants';
import type { Championship } from '@areia/shared/schemas/championship';
import { CHAMPIONSHIP_FILTERS, type ChampionshipFilter } from '@areia/shared/api/championships';

export { CHAMPIONSHIP_FILTERS, type ChampionshipFilter };

/** Spec §9: 'Em breve' means within the next 30 days (the server's 'soon' filter reads the same constant). */
export const SOON_WINDOW_DAYS = CHAMPIONSHIP_SOON_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The championship's instant: `occurs`, else the `date` fallback; null when neither parses. */
export function championshipTime(championship: Pick<Championship, 'occurs' | 'date'>): number | null {
  for (const value of [championship.occurs, championship.date]) {
    if (!value) continue;
    const time = new Date(value).getTime();
    if (!Number.isNaN(time)) return time;
  }
  return null;
}

/** From now (inclusive) up to now + 30 days (inclusive); the past is not 'soon'. */
export function isSoon(championship: Pick<Championship, 'occurs' | 'date'>, now: Date): boolean {
  const time = championshipTime(championship);
  if (time === null) return false;
  const start = now.getTime();
  return time >= start && time <= start + SOON_WINDOW_DAYS * DAY_MS;
}

/** The filter named in the address (`?filtro=`), or null when it names none. */
export function parseChampionshipFilter(value: string | null): ChampionshipFilter | null {
  return CHAMPIONSHIP_FILTERS.includes(value as ChampionshipFilter) ? (value as ChampionshipFilter) : null;
}

/** The list's first filter comes from navigation state (the home sends `{ filter: 'all' }`). */
export function initialFilter(state: unknown): ChampionshipFilter {
  const value = (state as { filter?: unknown } | null | undefined)?.filter;
  return CHAMPIONSHIP_FILTERS.includes(value as ChampionshipFilter) ? (value as ChampionshipFilter) : 'all';
}
