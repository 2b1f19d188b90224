/** The language the screens write dates, times and prices in, and the clock they read them on (Brasília's). */
export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';
/** TIME_ZONE's offset from UTC, the same all year: Brazil has kept no daylight saving since 2019. */
export const TIME_ZONE_OFFSET = '-03:00';

/**
 * Builds one date and one price formatter and drops them: the first Intl formatter of a page loads the locale's and
 * the time zone's data (about 10 ms here, a phone's CPU four times that), and every later one, of any options, finds
 * them loaded (0.1 ms). The boot script calls this while the network still holds the bundles back, so a screen's
 * first render with dates does not pay it.
 */
export function loadFormatData(): void {
  new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE }).format(0);
  new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'BRL' }).format(0);
}
