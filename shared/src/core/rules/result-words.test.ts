import { describe, expect, it } from 'vitest';
import { shareSentence, teamAgreement } from '@areia/shared/core/rules/result-words';

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

describe('shareSentence', () => {
  it('tells others the place, the points and the level change', () => {
    const base = { points: 500, levelBefore: 100, levelAfter: 364, championship: 'Rachão Noturno' };
    expect(shareSentence({ ...base, placement: 1, agreement: 'feminino' })).toBe('Campeãs do Rachão Noturno: +500 pontos, nível 100 → 364.');
    expect(shareSentence({ ...base, placement: 2, agreement: 'masculino' })).toBe('Vice-campeões do Rachão Noturno: +500 pontos, nível 100 → 364.');
    expect(shareSentence({ ...base, placement: 1 })).toBe('1º lugar no Rachão Noturno: +500 pontos, nível 100 → 364.');
    expect(shareSentence({ ...base, placement: 4, agreement: 'feminino' })).toBe('4º lugar no Rachão Noturno: +500 pontos, nível 100 → 364.');
  });
});
