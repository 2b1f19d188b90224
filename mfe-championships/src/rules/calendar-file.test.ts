import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file';

describe('calendarFileName', () => {
  it('is a plain slug of the title', () => {
    expect(calendarFileName('Rei da Praia Leme')).toBe('rei-da-praia-leme.ics');
    expect(calendarFileName('Torneio Ipanema — Iniciante (2ª etapa)')).toBe('torneio-ipanema-iniciante-2-etapa.ics');
  });
  it('falls back when nothing is left', () => {
    expect(calendarFileName('!!!')).toBe('campeonato.ics');
  });
});
