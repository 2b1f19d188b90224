import { describe, expect, it } from 'vitest';
import { GENERAL_RULES } from './general-rules';

describe('GENERAL_RULES', () => {
  it('states the score rule, the match points and the FIVB tie-break order from core’s constants', () => {
    const text = GENERAL_RULES.map((section) => [section.title, section.text, ...(section.steps ?? [])].join(' ')).join('\n');
    expect(text).toContain('Os sets 1 e 2 vão até 21 pontos e o 3º até 15');
    expect(text).toContain('Vitória vale 2 pontos, derrota 1 ponto e W.O. 0 pontos.');
    const tieBreak = GENERAL_RULES.find((section) => section.title === 'Desempate nos grupos (FIVB)');
    expect(tieBreak?.steps).toHaveLength(4);
  });
});
