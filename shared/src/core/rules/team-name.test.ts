import { describe, expect, it } from 'vitest';
import { teamNameOf } from './team-name';

describe('teamNameOf', () => {
  it('names a team by its members in their order, "A / B"', () => {
    expect(teamNameOf(['Duda', 'Bia'])).toBe('Duda / Bia');
    expect(teamNameOf(['Ana', 'Bia', 'Caio', 'Davi'])).toBe('Ana / Bia / Caio / Davi');
    expect(teamNameOf(['Solo'])).toBe('Solo');
  });
});
