import { describe, expect, it } from 'vitest';
import type { Championship } from '../schemas/championship';
import { PAST_START_MESSAGE, championshipStart, championshipTime, signUpState, startDateRefusal, withdrawAllowed } from './championship';

const now = new Date('2026-03-01T12:00:00.000Z');
const before = '2026-02-28T12:00:00.000Z';
const base: Championship = {
  id: 'c1',
  title: 'Circuito Leme Estreante',
  category: 'Estreante',
  occurs: '2026-03-08T12:00:00.000Z',
  date: '2026-03-08T12:00:00.000Z',
  banner_url: null,
  logo: null,
  price: 60,
  status: 'Inscrições abertas',
  isDisabled: false,
  signupsClosed: false,
  stage: 'inscricoes_abertas',
  games_today: false,
  cancel_reason: null,
  isRegistered: false,
  disclaimmer: null,
  arena_id: 'a1',
  max_teams: 16,
  free: 12,
  players_per_team: 2,
  contact: '21999990000',
};

describe('championshipStart / championshipTime (occurs, else the date fallback)', () => {
  it('reads occurs first', () => {
    expect(championshipStart(base)).toBe(base.occurs);
    expect(championshipTime(base)).toBe(Date.parse(base.occurs));
  });
  it('falls back to date when occurs is missing or does not parse', () => {
    expect(championshipStart({ occurs: '', date: before })).toBe(before);
    expect(championshipStart({ occurs: 'nope', date: before })).toBe(before);
    expect(championshipTime({ occurs: '', date: before })).toBe(Date.parse(before));
  });
  it('is null when neither parses', () => {
    expect(championshipTime({ occurs: 'nope', date: '' })).toBeNull();
  });
});

describe('signUpState (the championship page)', () => {
  it('is open for open sign-ups with free slots', () => {
    expect(signUpState(base)).toBe('open');
  });
  it('says registered before anything else while teams may still change', () => {
    expect(signUpState({ ...base, isRegistered: true, free: 0 })).toBe('registered');
    expect(signUpState({ ...base, isRegistered: true, stage: 'inscricoes_encerradas' })).toBe('registered');
  });
  it('is full without slots, closed when sign-ups are closed', () => {
    expect(signUpState({ ...base, free: 0 })).toBe('full');
    expect(signUpState({ ...base, stage: 'inscricoes_encerradas' })).toBe('closed');
  });
  it('is the stage itself from the draw on, registered or not', () => {
    expect(signUpState({ ...base, stage: 'em_andamento', isRegistered: true })).toBe('em_andamento');
    expect(signUpState({ ...base, stage: 'finalizado' })).toBe('finalizado');
    expect(signUpState({ ...base, stage: 'cancelado', isRegistered: true })).toBe('cancelado');
  });
});

describe('withdrawAllowed', () => {
  it('allows withdrawing before the draw and the start only', () => {
    expect(withdrawAllowed(base, now)).toBe(true);
    expect(withdrawAllowed({ ...base, stage: 'inscricoes_encerradas' }, now)).toBe(true);
    expect(withdrawAllowed({ ...base, stage: 'em_andamento' }, now)).toBe(false);
    expect(withdrawAllowed({ ...base, isDisabled: true }, now)).toBe(false);
    expect(withdrawAllowed({ ...base, occurs: before, date: before }, now)).toBe(false);
  });
});

describe('startDateRefusal', () => {
  const now = new Date('2026-12-09T13:00:00Z');
  it('refuses a start that has passed, in pt-BR, unless an edit keeps the date it had', () => {
    expect(startDateRefusal(new Date('2026-12-09T12:59:00Z'), now)).toBe('A data do campeonato já passou: escolha uma data e um horário futuros');
    expect(startDateRefusal(now, now)).toBe(PAST_START_MESSAGE);
    expect(startDateRefusal(new Date('2026-12-09T13:01:00Z'), now)).toBeNull();
    expect(startDateRefusal(new Date('2026-12-01T10:00:00Z'), now, new Date('2026-12-01T10:00:00Z'))).toBeNull();
    expect(startDateRefusal(new Date('2026-12-02T10:00:00Z'), now, new Date('2026-12-01T10:00:00Z'))).toBe(PAST_START_MESSAGE);
  });
});
