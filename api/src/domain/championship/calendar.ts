import { createEvents, type EventAttributes } from 'ics';
import { LOCALE, TIME_ZONE } from '@areia/shared/core/format/locale';

// Championships and games are given in Brasília time (TIME_ZONE); the .ics carries UTC instants, which every calendar
// shows in the reader's zone, plus X-WR-TIMEZONE as a hint for the calendar's own zone.

export type CalendarEntry = {
  uid: string;
  title: string;
  start: Date;
  durationMinutes: number;
  location?: string | undefined;
  description?: string | undefined;
  url?: string | undefined;
};

const localTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** Brasília wall-clock text of an instant, for descriptions ("23/11/2026, 14:00"). */
export const brasiliaText = (date: Date) => localTime.format(date);

/**
 * The most bytes a calendar feed holds (no read answer passes 100 KB). A subscription lists up to 100
 * championships and 200 games, each with texts of up to a few KB (a championship's description is 2 000 characters).
 */
export const CALENDAR_BYTES_MAX = 96 * 1024;
/** The calendar's own lines (VCALENDAR, VERSION, PRODID, METHOD, zone) and one event's fixed lines, generously. */
const CALENDAR_FIXED_BYTES = 512;
const EVENT_FIXED_BYTES = 512;
/** Escaping at most doubles a text; folding adds 3 bytes (CRLF and a tab) per 70 bytes or more. */
const TEXT_GROWTH = 2 * (1 + 3 / 70);

/**
 * The most bytes an entry's event can take: its texts escaped (`\ ; , newline` become two characters, so at most
 * twice their UTF-8 bytes) and folded (3 bytes per 70 bytes or more), plus the fixed lines (UID, stamps, duration…).
 */
export function eventBytesBound(entry: CalendarEntry): number {
  const text = Buffer.byteLength(entry.uid) + Buffer.byteLength(entry.title) + Buffer.byteLength(entry.location ?? '') + Buffer.byteLength(entry.description ?? '') + Buffer.byteLength(entry.url ?? '');
  return Math.ceil(text * TEXT_GROWTH) + EVENT_FIXED_BYTES;
}

/**
 * The entries a calendar of `maxBytes` can hold, by bounds known before any text is built: the soonest first (what a
 * calendar app shows next), the rest left out; the kept entries stay in the order given.
 */
export function entriesWithin(name: string, entries: CalendarEntry[], maxBytes = CALENDAR_BYTES_MAX): CalendarEntry[] {
  let bytes = CALENDAR_FIXED_BYTES + Buffer.byteLength(name) * TEXT_GROWTH;
  const bounds = entries.map(eventBytesBound);
  const total = bounds.reduce((sum, bound) => sum + bound, bytes);
  if (total <= maxBytes) return entries;
  const kept = new Set<number>();
  const bySoonest = entries.map((_, index) => index).sort((a, b) => entries[a]!.start.getTime() - entries[b]!.start.getTime() || a - b);
  for (const index of bySoonest) {
    if (bytes + bounds[index]! > maxBytes) break;
    bytes += bounds[index]!;
    kept.add(index);
  }
  return entries.filter((_, index) => kept.has(index));
}

/**
 * An RFC 5545 calendar (CRLF lines, folded and escaped by the `ics` package) from the given entries, within
 * `maxBytes` (see entriesWithin).
 */
export function buildCalendar(name: string, allEntries: CalendarEntry[], maxBytes = CALENDAR_BYTES_MAX): string {
  const entries = entriesWithin(name, allEntries, maxBytes);
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
    return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'CALSCALE:GREGORIAN', 'PRODID:areia.app//calendario', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(name)}`, `X-WR-TIMEZONE:${TIME_ZONE}`, 'END:VCALENDAR', ''].join('\r\n');
  }
  const { error, value } = createEvents(events, { productId: 'areia.app//calendario', method: 'PUBLISH', calName: name });
  if (error || !value) throw error ?? new Error('calendário vazio');
  // The zone hint goes right after the calendar's own header lines.
  return value.replace(/\r\nBEGIN:VEVENT/, `\r\nX-WR-TIMEZONE:${TIME_ZONE}\r\nBEGIN:VEVENT`);
}

function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}
