// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RankingRules } from './ranking-rules';

afterEach(cleanup);

describe('RankingRules', () => {
  it('explains the ranking with the tables the points are computed from', () => {
    render(<RankingRules />);
    expect(screen.getByRole('heading', { name: 'Como funciona o ranking' })).toBeTruthy();
    const base = screen.getByRole('table', { name: 'Base por categoria' });
    expect(base.querySelector('tbody tr')?.textContent).toBe('Open1000');
    expect(screen.getByRole('table', { name: 'Tamanho do campeonato' })).toBeTruthy();
    expect(screen.getByText('Empates no ranking: mais pontos, depois o maior nível, depois a conta mais antiga.')).toBeTruthy();
  });
});
