import { describe, expect, it } from 'vitest';
import { firstSteps, missingProfileFields } from './first-steps';

const complete = { avatar_url: 'https://x/a.webp', full_name: 'Ana Souza', born: '1999-02-03', gender: 'feminino' as const, min_category: 'Estreante' };

describe('missingProfileFields', () => {
  it('names what the profile lacks, in the edit screen order', () => {
    expect(missingProfileFields({ avatar_url: null, full_name: '  ', born: null, gender: null })).toEqual(['foto', 'nome completo', 'data de nascimento', 'gênero']);
    expect(missingProfileFields({ ...complete, born: null })).toEqual(['data de nascimento']);
    expect(missingProfileFields(complete)).toEqual([]);
  });
});

describe('firstSteps', () => {
  it('a new athlete: the profile first, then a championship of their category', () => {
    expect(firstSteps({ ...complete, avatar_url: null }, false)).toEqual([
      { kind: 'profile', missing: ['foto'] },
      { kind: 'championship', category: 'Estreante' },
    ]);
  });

  it('the championship step stays until the athlete has a team, and waits while that is not known', () => {
    expect(firstSteps(complete, false)).toEqual([{ kind: 'championship', category: 'Estreante' }]);
    expect(firstSteps(complete, true)).toEqual([]);
    expect(firstSteps({ ...complete, gender: null }, undefined)).toEqual([{ kind: 'profile', missing: ['gênero'] }]);
  });
});
