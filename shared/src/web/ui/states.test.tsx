// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState } from './states';

afterEach(cleanup);

describe('LoadingState', () => {
  it.each(['list', 'detail', 'profile', 'rows'] as const)('draws the %s skeleton and tells screen readers "Carregando..."', (shape) => {
    render(<LoadingState shape={shape} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Carregando...');
    expect(status.getAttribute('data-shape')).toBe(shape);
    const blocks = status.querySelector('[aria-hidden="true"]');
    expect(blocks?.querySelectorAll('.areia-skeleton').length).toBeGreaterThan(2);
    expect(screen.getByText('Carregando...').className).toBe('areia-visually-hidden');
  });
});

describe('EmptyState', () => {
  it('shows an icon, the sentence and a link to the next step', () => {
    render(
      <MemoryRouter>
        <EmptyState message="Nenhuma arena encontrada" action={{ label: 'Ver todas as arenas', to: '/arenas' }} />
      </MemoryRouter>,
    );
    const state = screen.getByTestId('empty-state');
    expect(state.querySelector('.areia-state__icon svg')).not.toBeNull();
    expect(screen.getByText('Nenhuma arena encontrada').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Ver todas as arenas' }).getAttribute('href')).toBe('/arenas');
  });

  it('offers an action on the same screen as a button', () => {
    const clear = vi.fn();
    render(<EmptyState message="Nenhum jogador encontrado" action={{ label: 'Limpar busca', onClick: clear }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(clear).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorState', () => {
  it('keeps one paragraph (the spec message) next to an icon and "Tentar novamente"', () => {
    const retry = vi.fn();
    render(<ErrorState message="Erro ao buscar jogadores" onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.querySelectorAll('p')).toHaveLength(1);
    expect(alert.querySelector('p')?.textContent).toBe('Erro ao buscar jogadores');
    expect(alert.querySelector('.areia-state__icon svg')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('without a retry, still offers a way on: the home by default', () => {
    render(
      <MemoryRouter>
        <ErrorState message="ID não fornecido" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/home');
    // The alert announces the failure only; the way on sits beside it.
    expect(screen.getByRole('alert').textContent).toBe('ID não fornecido');
  });
});
