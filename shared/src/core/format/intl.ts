/**
 * The Intl formatters the screens write dates, times and money with, in Brazil's time zone (no DST since 2019). Each
 * is built on its first use and kept: building one costs about 0.2 ms (a phone's CPU four times that), which a list
 * paid for every date and price it wrote, while formatting with a kept one costs under a microsecond. Built on first
 * use, not on import, so a screen that writes no date pays nothing. Imports nothing, so any core module can use it.
 */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';

function kept<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const inBrazil = (locale: string, options: Intl.DateTimeFormatOptions) => kept(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: BRAZIL_TIME_ZONE }));

// Each its own export, marked pure, so a bundle carries only the formatters its screens use (the landing's path
// counts its bytes: e2e/tests/foundation/landing-budget.spec.ts).
/** '14/12/26' */
export const shortDateFormat = /* @__PURE__ */ inBrazil('pt-BR', { day: '2-digit', month: '2-digit', year: '2-digit' });
/** 'sábado, 14 de dezembro de 2026' */
export const longDateFormat = /* @__PURE__ */ inBrazil('pt-BR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** '14/12' */
export const dayMonthFormat = /* @__PURE__ */ inBrazil('pt-BR', { day: '2-digit', month: '2-digit' });
/** '08:30' */
export const timeFormat = /* @__PURE__ */ inBrazil('pt-BR', { hour: '2-digit', minute: '2-digit' });
/** '2026-12-14' (en-CA writes the ISO order) */
export const isoDayFormat = /* @__PURE__ */ inBrazil('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
/** Year, month, day and an English weekday as parts ('Sun' … 'Sat'), for day arithmetic. */
export const dayPartsFormat = /* @__PURE__ */ inBrazil('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
/** Date and 24-hour time as parts, for the date and time inputs. */
export const dateTimePartsFormat = /* @__PURE__ */ inBrazil('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** 'R$ 80,00', with Intl's no-break space after R$ (`formatCurrency` makes it a plain one). */
export const currencyFormat = /* @__PURE__ */ kept(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
