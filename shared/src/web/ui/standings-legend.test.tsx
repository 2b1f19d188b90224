// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StandingsColumnHeader, StandingsLegend } from './standings-legend';

afterEach(cleanup);

const legendText = () =>
  [...screen.getByLabelText('Legenda').querySelectorAll('dt')].map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`).join(', ');

describe('StandingsLegend', () => {
  it('Geral reads J Jogos, P Pontos, V Vitórias, S Saldo, F Pontos a favor, with how points and saldo are counted', () => {
    render(<StandingsLegend columns={['J', 'P', 'V', 'S', 'F']} />);
    expect(legendText()).toBe('J Jogos, P Pontos, V Vitórias, S Saldo, F Pontos a favor');
    expect(screen.getByText('Pontos por jogo: vitória 2, derrota 1, W.O. 0')).toBeTruthy();
    expect(screen.getByText('Saldo = pontos a favor menos pontos contra')).toBeTruthy();
  });

  it('a pool table (athletes’ and organizer’s) reads its own columns, derrotas included', () => {
    render(<StandingsLegend columns={['J', 'P', 'V', 'D', 'S']} />);
    expect(legendText()).toBe('J Jogos, P Pontos, V Vitórias, D Derrotas, S Saldo');
  });

  it('notes only what the table shows', () => {
    render(<StandingsLegend columns={['J', 'V']} />);
    expect(screen.queryByText(/Pontos por jogo/)).toBeNull();
    expect(screen.queryByText(/Saldo =/)).toBeNull();
  });
});

describe('StandingsColumnHeader', () => {
  it('titles each abbreviation with the legend word', () => {
    render(
      <table>
        <thead>
          <tr>
            <StandingsColumnHeader column="D" />
          </tr>
        </thead>
      </table>,
    );
    expect(screen.getByRole('columnheader').querySelector('abbr')?.getAttribute('title')).toBe('Derrotas');
  });
});
