import { createEvents, type EventAttributes } from 'ics';

/** Championships and games are given in Brasília time; the .ics carries UTC instants, which every calendar shows in
 * the reader's zone (America/Sao_Paulo at the venue), plus X-WR-TIMEZONE as a hint for the calendar's own zone. */
export const CALENDAR_TIME_ZONE = 'America/Sao_Paulo';

export type CalendarEntry = {
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  location?: string | undefined;
  description?: string | undefined;
  url?: string | undefined;
};

const localTime = new Intl.DateTimeFormat('pt-BR', { timeZone: CALENDAR_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** Brasília wall-clock text of an instant, for descriptions ("23/11/2026, 14:00"). */
export const brasiliaText = (date: Date) => localTime.format(date);

/** An RFC 5545 calendar (CRLF lines, folded and escaped by the `ics` package) from the given entries. */
export function buildCalendar(name: string, entries: CalendarEntry[]): string {
  const events: EventAttributes[] = entries.map((entry) => ({
    uid: entry.uid,
    title: entry.title,
    start: entry.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    ...(entry.location ? { location: entry.location } : {}),
    ...(entry.description ? { description: entry.description } : {}),
    ...(entry.url ? { url: entry.url } : {}),
    productId: 'areia.app//calendario',
    calName: name,
  }));
  if (events.length === 0) {
    // `ics` refuses an empty list; an empty subscription is still a valid calendar.
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:areia.app//calendario', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: 'areia.app//calendario', method: 'PUBLISH', calName: name });
  if (error || !value) throw error ?? new Error('calendário vazio');
  // The zone hint goes right after the calendar's own header lines.
  return value.replace(/\r\nBEGIN:VEVENT/, `\r\nX-WR-TIMEZONE:${CALENDAR_TIME_ZONE}\r\nBEGIN:VEVENT`);
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}
