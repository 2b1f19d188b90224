import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { brasiliaText, buildCalendar, CALENDAR_BYTES_MAX, eventBytesBound, type CalendarEntry } from './calendar';

describe('buildCalendar', () => {
  it('writes RFC 5545 text ical.js reads back: escaped text, UTC instants, CRLF lines of at most 75 octets', () => {
    const text = buildCalendar('Areia, teste', [
      {
        uid: 'jogo-1@areia.app',
        title: 'Jogo contra Ana; Bia, e "C"',
        start: new Date('2026-11-24T18:40:00Z'),
        durationMinutes: 60,
        location: 'Quadra 2 — Arena Leme, Rio',
        description: `Fase 1, grupo A\n${'texto longo '.repeat(20)}`,
      },
    ]);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('America/Sao_Paulo');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe('Jogo contra Ana; Bia, e "C"');
    expect(event.location).toBe('Quadra 2 — Arena Leme, Rio');
    expect(event.description.startsWith('Fase 1, grupo A\ntexto longo')).toBe(true);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-24T18:40:00.000Z');
    // 18:40 UTC is 15:40 in Brasília (UTC−3, no daylight saving since 2019).
    expect(brasiliaText(new Date('2026-11-24T18:40:00Z'))).toBe('24/11/2026, 15:40');
  });

  it('an athlete with nothing scheduled still gets a valid, empty calendar', () => {
    const calendar = new ICAL.Component(ICAL.parse(buildCalendar('Areia — meus campeonatos e jogos', [])));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Areia — meus campeonatos e jogos');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('an entry never takes more than its bound, even when every character is escaped or 4 bytes wide', () => {
    const texts = [',;\\\n'.repeat(400), '😀'.repeat(500), 'ẽ'.repeat(2000), 'a'];
    for (const text of texts) {
      const entry: CalendarEntry = { uid: `jogo-${text.length}@areia.app`, title: text, start: new Date(), durationMinutes: 60, location: text, description: text };
      const alone = Buffer.byteLength(buildCalendar('x', [entry]));
      const empty = Buffer.byteLength(buildCalendar('x', []));
      expect(alone - empty).toBeLessThanOrEqual(eventBytesBound(entry));
    }
  });

  it('a feed stays within its byte budget: the soonest entries are kept, in the order given', () => {
    const day = 24 * 60 * 60 * 1000;
    const base = Date.parse('2026-12-01T12:00:00Z');
    // 300 entries of ~6 KB of text each: ~1.8 MB unbounded. Given latest first, so the kept ones must be chosen by date.
    const entries: CalendarEntry[] = Array.from({ length: 300 }, (_, index) => ({
      uid: `campeonato-${index}@areia.app`,
      title: `Campeonato ${index}`,
      start: new Date(base + (300 - index) * day),
      durationMinutes: 600,
      description: 'ẽ'.repeat(2000),
    }));
    const text = buildCalendar('Areia — meus campeonatos e jogos', entries);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(CALENDAR_BYTES_MAX);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const uids = calendar.getAllSubcomponents('vevent').map((event) => String(event.getFirstPropertyValue('uid')));
    expect(uids.length).toBeGreaterThan(0);
    const kept = entries.slice(entries.length - uids.length).map((entry) => entry.uid);
    expect(uids).toEqual(kept);
    // A small feed is left whole.
    expect(ICAL.parse(buildCalendar('x', entries.slice(0, 3)))).toBeTruthy();
    expect(new ICAL.Component(ICAL.parse(buildCalendar('x', entries.slice(0, 3)))).getAllSubcomponents('vevent')).toHaveLength(3);
  });
});
