// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

afterEach(cleanup);

const tabs = [
  { id: 'all', label: 'Todos' },
  { id: 'soon', label: 'Em breve' },
  { id: 'registered', label: 'Inscritos' },
] as const;

describe('Tabs', () => {
  it('moves to the next and previous tab with the arrow keys, wrapping at the ends', () => {
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} active="all" onChange={onChange} label="Filtros" />);
    const current = screen.getByRole('tab', { name: 'Todos', selected: true });
    fireEvent.keyDown(current, { key: 'ArrowRight' });
    fireEvent.keyDown(current, { key: 'ArrowLeft' });
    fireEvent.keyDown(current, { key: 'Enter' });
    expect(onChange.mock.calls).toEqual([['soon'], ['registered']]);
    expect(screen.getByRole('tablist', { name: 'Filtros' })).toBeTruthy();
  });
});
