import { describe, expect, it } from 'vitest';
import type { Championship } from '@areia/shared/schemas/championship';
import { signUpState } from './sign-up';

const now = new Date('2026-03-01T12:00:00.000Z');
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
  isRegistered: false,
  disclaimmer: null,
  arena_id: 'a1',
  max_teams: 16,
  free: 12,
  players_per_team: 2,
  contact: '21999990000',
};

describe('signUpState', () => {
  it('is open for a future championship with free slots', () => {
    expect(signUpState(base, now)).toBe('open');
  });
  it('is registered when the user is in a team, even if also full', () => {
    expect(signUpState({ ...base, isRegistered: true, free: 0 }, now)).toBe('registered');
  });
  it('is full with no free slots', () => {
    expect(signUpState({ ...base, free: 0 }, now)).toBe('full');
  });
  it('is disabled when flagged', () => {
    expect(signUpState({ ...base, isDisabled: true }, now)).toBe('disabled');
  });
  it('is past once it happened', () => {
    expect(signUpState({ ...base, occurs: '2026-02-28T12:00:00.000Z' }, now)).toBe('past');
  });
});
