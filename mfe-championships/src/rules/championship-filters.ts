import type { Championship } from '@areia/shared/schemas/championship';
import { foldText } from '@areia/shared/format/format';

export const CHAMPIONSHIP_FILTERS = ['all', 'soon', 'registered'] as const;
export type ChampionshipFilter = (typeof CHAMPIONSHIP_FILTERS)[number];

/** Spec §9: 'Em breve' means within the next 30 days. */
export const SOON_WINDOW_DAYS = 30;
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

export function matchesFilter(championship: Championship, filter: ChampionshipFilter, now: Date): boolean {
  if (filter === 'soon') return isSoon(championship, now);
  if (filter === 'registered') return championship.isRegistered;
  return true;
}

/** Case-insensitive substring of the title; accents are forgiven too ('niteroi' finds 'Niterói'). */
export function matchesTitle(championship: Pick<Championship, 'title'>, search: string): boolean {
  const term = foldText(search);
  return term === '' || foldText(championship.title).includes(term);
}

export function filterChampionships(list: Championship[], filter: ChampionshipFilter, search: string, now: Date): Championship[] {
  return list.filter((championship) => matchesFilter(championship, filter, now) && matchesTitle(championship, search));
}

/** The list's first filter comes from navigation state (the home sends `{ filter: 'all' }`). */
export function initialFilter(state: unknown): ChampionshipFilter {
  const value = (state as { filter?: unknown } | null | undefined)?.filter;
  return CHAMPIONSHIP_FILTERS.includes(value as ChampionshipFilter) ? (value as ChampionshipFilter) : 'all';
}
