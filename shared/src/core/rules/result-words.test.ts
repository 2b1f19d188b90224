import { describe, expect, it } from 'vitest';
import { teamAgreement } from '@areia/shared/core/rules/result-words';

describe('teamAgreement', () => {
  it('is feminine for two women, masculine for two men or a mixed team, and unknown when one did not say or said "outro"', () => {
    expect(teamAgreement(['feminino', 'feminino'])).toBe('feminino');
    expect(teamAgreement(['masculino', 'masculino'])).toBe('masculino');
    expect(teamAgreement(['feminino', 'masculino'])).toBe('masculino');
    expect(teamAgreement(['feminino', null])).toBeUndefined();
    expect(teamAgreement(['outro', 'feminino'])).toBeUndefined();
    expect(teamAgreement([])).toBeUndefined();
  });
});
