import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('game court', () => {
  it('reads "Quadra N" whether the API names the court "N" or "Quadra N"', () => {
    expect(messages.gameCourt('2')).toBe('Quadra 2');
    expect(messages.gameCourt('Quadra 2')).toBe('Quadra 2');
    expect(messages.gameCourt('Central')).toBe('Quadra Central');
  });
});
