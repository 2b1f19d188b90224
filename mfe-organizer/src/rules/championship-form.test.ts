import { describe, expect, it } from 'vitest';
import type { OrganizerChampionshipDetail } from '@areia/shared/core/schemas/organizer';
import { messages as m } from '../messages';
import { championshipFormErrors, championshipPayload, emptyChampionshipForm, formFromChampionship, type ChampionshipFormValues } from './championship-form';

/** A moment before the form's date: the checks do not depend on today's date. */
const BEFORE = new Date('2026-12-01T12:00:00Z');
const ARENA = '5b0f6d3c-8a41-4c0e-9c1e-1f2a3b4c5d6e';
const filled = (patch: Partial<ChampionshipFormValues> = {}): ChampionshipFormValues => ({
  ...emptyChampionshipForm(),
  title: 'Copa Verão',
  date: '2026-12-14',
  time: '08:30',
  arenaId: ARENA,
  arenaName: 'Arena Copacabana',
  price: '80,50',
  contact: '(21) 99876-5432',
  ...patch,
});

describe('championship form', () => {
  it('builds the body the API takes from what was typed', () => {
    expect(championshipFormErrors(filled(), { now: BEFORE })).toEqual({});
    expect(championshipPayload(filled())).toEqual({
      title: 'Copa Verão',
      category: 'Iniciante',
      occurs: '2026-12-14T08:30:00-03:00',
      arenaId: ARENA,
      maxTeams: 8,
      playersPerTeam: 2,
      price: 80.5,
      paymentHours: 48,
      contact: '21998765432',
      description: null,
      rules: null,
    });
  });

  it('refuses a date that has passed in pt-BR; an edit may keep its own date', () => {
    const now = new Date('2026-12-14T12:00:00-03:00');
    expect(championshipFormErrors(filled({ date: '2026-12-14', time: '11:59' }), { now }).date).toBe('A data do campeonato já passou: escolha uma data e um horário futuros');
    expect(championshipFormErrors(filled({ date: '2026-12-14', time: '12:01' }), { now }).date).toBeUndefined();
    expect(championshipFormErrors(filled({ date: '2026-12-14', time: '08:30' }), { now, previousOccurs: '2026-12-14T11:30:00.000Z' }).date).toBeUndefined();
  });

  it('gives 48 hours to pay unless the organizer types others, whole hours from 1 to 720', () => {
    expect(championshipPayload(filled({ paymentHours: ' 24 ' })).paymentHours).toBe(24);
    for (const paymentHours of ['0', '721', '12,5', '']) {
      expect(championshipFormErrors(filled({ paymentHours }), { now: BEFORE }).paymentHours).toBe('Prazo para pagar inválido: de 1 a 720 horas');
    }
  });

  it('keeps the organizer’s rules trimmed, none when blank, and says when they are too long', () => {
    expect(championshipPayload(filled({ rules: '  Sets de 21.\nMata-mata.  ' })).rules).toBe('Sets de 21.\nMata-mata.');
    expect(championshipPayload(filled({ rules: '   ' })).rules).toBeNull();
    expect(championshipFormErrors(filled({ rules: 'x'.repeat(2001) }), { now: BEFORE }).rules).toBe('As regras devem ter no máximo 2000 caracteres');
    expect(championshipFormErrors(filled({ rules: 'x'.repeat(2000) }), { now: BEFORE }).rules).toBeUndefined();
  });

  it('puts the shared schema message under each wrong field', () => {
    const errors = championshipFormErrors(filled({ title: 'ab', maxTeams: '2', price: 'caro', contact: '123' }), { now: BEFORE });
    expect(errors.title).toBe('Informe o título do campeonato (até 120 caracteres)');
    expect(errors.maxTeams).toBe('O campeonato precisa de pelo menos 3 times');
    expect(errors.price).toBe('Preço inválido');
    expect(errors.contact).toBe('Telefone de contato inválido (DDD + número, só dígitos)');
    expect(errors.date).toBeUndefined();
    expect(championshipFormErrors(filled({ price: '80,555' }), { now: BEFORE }).price).toBe('O preço aceita no máximo 2 casas decimais');
    expect(championshipFormErrors(filled({ price: '1.234,50' }), { now: BEFORE }).price).toBeUndefined();
  });

  it('asks for the date and the arena in plain words', () => {
    const errors = championshipFormErrors(filled({ date: '', arenaId: '', price: ' ' }), { now: BEFORE });
    expect(errors.date).toBe(m.dateRequired);
    expect(errors.price).toBe(m.priceRequired);
    expect(errors.arenaId).toBe(m.arenaRequired);
  });

  it('fills the form from a saved championship in São Paulo time', () => {
    const saved = {
      id: 'c1',
      title: 'Copa',
      category: 'Open',
      occurs: '2026-12-14T11:30:00.000Z',
      arenaId: ARENA,
      arenaName: 'Arena',
      bannerUrl: null,
      maxTeams: 12,
      playersPerTeam: 2,
      price: 90,
      contact: '21998765432',
      description: null,
      rules: 'Sets de 21',
    } as OrganizerChampionshipDetail;
    expect(formFromChampionship(saved)).toMatchObject({ date: '2026-12-14', time: '08:30', maxTeams: '12', price: '90', description: '', rules: 'Sets de 21' });
  });
});
