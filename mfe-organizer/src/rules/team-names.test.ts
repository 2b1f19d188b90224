import { describe, expect, it } from 'vitest';
import { teamNames } from './team-names';

describe('teamNames', () => {
  it('names each team by its id, from the championship teams, and reads an unknown id as empty', () => {
    const nameOf = teamNames([
      { id: 't1', name: 'Ana / Bia' },
      { id: 't2', name: 'Caio / Duda' },
    ]);
    expect(nameOf('t2')).toBe('Caio / Duda');
    expect(nameOf('t1')).toBe('Ana / Bia');
    expect(nameOf('t3')).toBe('');
  });
});
