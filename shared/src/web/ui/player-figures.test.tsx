// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerFigures } from './player-figures';

afterEach(cleanup);

const figures = { ranking: 42, rankingPoints: 488, level: 520, levelReliability: 64, minCategory: 'Intermediário Plus', minScore: 600, recentChampionships: 3, totalChampionships: 12, wins: 9, losses: 4 };

describe('PlayerFigures', () => {
  it('shows the ranking in its card and every figure, the points and the level with its reliability included, with its label', () => {
    render(<PlayerFigures figures={figures} movement={<p>▲ 2 posições</p>} />);
    const ranking = screen.getByRole('region', { name: 'Ranking Geral' });
    expect(within(ranking).getByText('42º')).toBeTruthy();
    expect(within(ranking).getByText('▲ 2 posições')).toBeTruthy();
    const pairs = [...document.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Pontos no ranking', '488'],
      ['Nível', '520 · Confiabilidade 64%'],
      ['Categoria mínima', 'Intermediário Plus'],
      ['Nível mínimo', '600'],
      ['Campeonatos nos últimos 6 meses', '3'],
      ['Campeonatos desde o cadastro', '12'],
      ['Vitórias', '9'],
      ['Derrotas', '4'],
    ]);
  });

  it('an athlete with no ranking points has no place: "Sem ranking ainda", and no movement', () => {
    render(<PlayerFigures figures={{ ...figures, ranking: 46, rankingPoints: 0 }} movement={<p>▲ 2 posições</p>} />);
    const ranking = screen.getByRole('region', { name: 'Ranking Geral' });
    expect(within(ranking).getByText('Sem ranking ainda')).toBeTruthy();
    expect(within(ranking).getByText('Jogue um campeonato para entrar no ranking.')).toBeTruthy();
    expect(within(ranking).queryByText(/46/)).toBeNull();
    expect(within(ranking).queryByText('▲ 2 posições')).toBeNull();
  });

  it('says why the minimum category is what it is, when the API tells it', () => {
    render(<PlayerFigures figures={{ ...figures, minCategoryReason: 'Campeã do Open Leme, 12 duplas, em 10/11/26: não joga abaixo de Open até 10/11/27' }} />);
    expect(screen.getByText('Por quê: Campeã do Open Leme, 12 duplas, em 10/11/26: não joga abaixo de Open até 10/11/27')).toBeTruthy();
  });
});
