import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { brasiliaText, buildCalendar } from './calendar';

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
});
