import { sharedMessages } from '@areia/shared/core/messages';
import { LOCALE, TIME_ZONE } from '@areia/shared/core/format/locale';

// Intl formatters are built on first use and kept: building one costs about 0.2 ms (a phone's CPU four times that),
// which a list paid for every date and price it wrote; formatting with a kept one costs under a microsecond.
let shortDateFormat: Intl.DateTimeFormat | undefined;
let longDateFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;
let currencyFormat: Intl.NumberFormat | undefined;

/**
 * The general ranking's place of someone who has earned one: a position and ranking points. With no points (an account
 * that never played a championship, or whose results all left the 12-month window) the order is only level and
 * sign-up date, which is no place earned; an account that does not play has no position at all. Null for both.
 */
export function rankedPosition(position: number | null | undefined, rankingPoints: number | null | undefined): number | null {
  if (!Number.isFinite(position) || (position as number) < 1) return null;
  if (!Number.isFinite(rankingPoints) || (rankingPoints as number) <= 0) return null;
  return Math.trunc(position as number);
}

/** A ranking place as the home, the profile and the ranking list write it: '42º', or 'Sem ranking ainda'. */
export function formatRankingPlace(position: number | null | undefined, rankingPoints: number | null | undefined): string {
  const place = rankedPosition(position, rankingPoints);
  return place === null ? sharedMessages.noRankingYet : `${place}º`;
}

/** The first 6 characters of a user id, shown on the profile. */
export function shortId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 6);
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/yy in Brazil's time zone, '' for a missing or invalid date. */
export function formatShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  shortDateFormat ??= new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: '2-digit', timeZone: TIME_ZONE });
  return shortDateFormat.format(date);
}

/** e.g. 'sábado, 14 de dezembro de 2026'. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  longDateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: TIME_ZONE,
  });
  return longDateFormat.format(date);
}

/** e.g. '08:30'. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  timeFormat ??= new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });
  return timeFormat.format(date);
}

/** e.g. 'R$ 80,00'. Intl puts a no-break space after R$; a plain one reads the same and is easier to match. */
export function formatCurrency(value: number | null | undefined): string {
  const amount = Number.isFinite(value) ? (value as number) : 0;
  currencyFormat ??= new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' });
  return currencyFormat.format(amount).replace(/\u00a0/g, ' ');
}

/** A championship's price per person: 'Grátis' when it costs nothing, else as formatCurrency. */
export function formatPrice(value: number | null | undefined): string {
  return value === 0 ? sharedMessages.free : formatCurrency(value);
}

/** Distance with one decimal and a comma: '3,4 km'. */
export function formatKm(km: number | null | undefined): string {
  const value = Number.isFinite(km) ? (km as number) : 0;
  return `${value.toLocaleString(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** Lower case without accents, for searches that forgive 'Jose' for 'José'. */
export function foldText(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
