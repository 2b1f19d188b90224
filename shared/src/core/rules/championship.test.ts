import { describe, expect, it } from 'vitest';
import { CHAMPIONSHIP_STATUS } from '../constants';
import type { Championship } from '../schemas/championship';
import {
  championshipFacts,
  championshipStart,
  championshipState,
  championshipStatus,
  championshipTime,
  signUpState,
  withdrawOpen,
  type ChampionshipFacts,
} from './championship';

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
  isRegistered: false,
  disclaimmer: null,
  arena_id: 'a1',
  max_teams: 16,
  free: 12,
  players_per_team: 2,
  contact: '21999990000',
};
const facts: ChampionshipFacts = { startsAt: Date.parse(base.occurs), isDisabled: false, signupsClosed: false, free: 12 };

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

describe('championshipState: past > disabled > full > open', () => {
  it('is open for a future championship with free slots', () => {
    expect(championshipState(facts, now)).toBe('open');
  });
  it('is full with no free slots', () => {
    expect(championshipState({ ...facts, free: 0 }, now)).toBe('full');
  });
  it('is disabled when flagged or closed by the organizer, even if also full', () => {
    expect(championshipState({ ...facts, isDisabled: true }, now)).toBe('disabled');
    expect(championshipState({ ...facts, signupsClosed: true, free: 0 }, now)).toBe('disabled');
  });
  it('is past once it started, whatever else holds: a past and disabled championship is past', () => {
    const past = { ...facts, startsAt: Date.parse(before) };
    expect(championshipState(past, now)).toBe('past');
    expect(championshipState({ ...past, isDisabled: true }, now)).toBe('past');
    expect(championshipState({ ...past, signupsClosed: true, free: 0 }, now)).toBe('past');
  });
  it('an unknown start is never past', () => {
    expect(championshipState({ ...facts, startsAt: null, isDisabled: true }, now)).toBe('disabled');
  });
  it('gives the API one label per state', () => {
    expect(championshipStatus(facts, now)).toBe(CHAMPIONSHIP_STATUS.open);
    expect(championshipStatus({ ...facts, free: 0 }, now)).toBe(CHAMPIONSHIP_STATUS.full);
    expect(championshipStatus({ ...facts, isDisabled: true }, now)).toBe(CHAMPIONSHIP_STATUS.disabled);
    expect(championshipStatus({ ...facts, startsAt: Date.parse(before), isDisabled: true }, now)).toBe(CHAMPIONSHIP_STATUS.closed);
  });
});

describe('signUpState (the championship page)', () => {
  it('is open for a future championship with free slots', () => {
    expect(signUpState(base, now)).toBe('open');
  });
  it('is registered when the user is in a team, even if also full', () => {
    expect(signUpState({ ...base, isRegistered: true, free: 0 }, now)).toBe('registered');
  });
  it('is full with no free slots', () => {
    expect(signUpState({ ...base, free: 0 }, now)).toBe('full');
  });
  it('is disabled when flagged or when the organizer closed sign-ups', () => {
    expect(signUpState({ ...base, isDisabled: true }, now)).toBe('disabled');
    expect(signUpState({ ...base, signupsClosed: true }, now)).toBe('disabled');
  });
  it('is past once it happened, and a past and disabled one reads past (the card says Encerrado)', () => {
    expect(signUpState({ ...base, occurs: before }, now)).toBe('past');
    const pastDisabled = { ...base, occurs: before, date: before, isDisabled: true };
    expect(signUpState(pastDisabled, now)).toBe('past');
    expect(championshipStatus(championshipFacts(pastDisabled), now)).toBe(CHAMPIONSHIP_STATUS.closed);
  });
  it('reads an answer cached before signupsClosed existed as not closed', () => {
    const { signupsClosed: _, ...old } = base;
    expect(signUpState(old as Championship, now)).toBe('open');
  });
});

describe('withdrawOpen', () => {
  it('until the start, unless disabled', () => {
    expect(withdrawOpen(facts, now)).toBe(true);
    expect(withdrawOpen({ ...facts, isDisabled: true }, now)).toBe(false);
    expect(withdrawOpen({ ...facts, startsAt: now.getTime() }, now)).toBe(false);
    expect(withdrawOpen({ ...facts, startsAt: null }, now)).toBe(false);
  });
});
