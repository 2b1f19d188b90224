import { describe, expect, it } from 'vitest';
import { rankingMovement } from './ranking-movement';

describe('rankingMovement', () => {
  it('shows places gained with an up arrow', () => {
    expect(rankingMovement(3)).toEqual({ direction: 'up', label: '▲ 3 posições' });
    expect(rankingMovement(1)).toEqual({ direction: 'up', label: '▲ 1 posição' });
  });

  it('shows places lost with a down arrow and a positive number', () => {
    expect(rankingMovement(-2)).toEqual({ direction: 'down', label: '▼ 2 posições' });
  });

  it('treats zero and missing values as no movement', () => {
    expect(rankingMovement(0).direction).toBe('steady');
    expect(rankingMovement(undefined).direction).toBe('steady');
    expect(rankingMovement(Number.NaN).label).toBe('Sem alteração no mês');
  });
});
