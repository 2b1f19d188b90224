import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('Geral legend', () => {
  it('reads as the athletes’ standings legend: J Jogos, P Pontos, V Vitórias, S Saldo, F Pontos a favor', () => {
    expect(messages.legend.map(([abbr, text]) => `${abbr} ${text}`).join(', ')).toBe(
      'J Jogos, P Pontos, V Vitórias, S Saldo, F Pontos a favor',
    );
  });
  it('explains saldo in a footnote, not in the legend entry', () => {
    expect(messages.legendSaldoNote).toBe('Saldo = pontos a favor menos pontos contra');
  });
  it('titles each column header with the legend word', () => {
    for (const [abbr, text] of messages.legend) expect(messages.columns[abbr]).toBe(text);
  });
});

describe('game court', () => {
  it('reads "Quadra N" whether the API names the court "N" or "Quadra N"', () => {
    expect(messages.gameCourt('2')).toBe('Quadra 2');
    expect(messages.gameCourt('Quadra 2')).toBe('Quadra 2');
    expect(messages.gameCourt('Central')).toBe('Quadra Central');
  });
});
