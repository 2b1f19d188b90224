// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabBar, tabCurrent, type TabBarItem } from './tab-bar';

afterEach(cleanup);

const items: TabBarItem[] = [
  { to: '/home', label: 'Home', icon: null, section: [] },
  { to: '/championships', label: 'Campeonatos', icon: null, section: ['/championship/:id', '/championship/:id/details'] },
  { to: '/players', label: 'Jogadores', icon: null, section: ['/player/:id'] },
];

describe('tabCurrent', () => {
  it("is 'page' on the tab's own screen, 'true' on a screen opened from it, and nothing elsewhere", () => {
    expect(tabCurrent(items[1]!, '/championships')).toBe('page');
    expect(tabCurrent(items[1]!, '/championship/abc/details')).toBe('true');
    expect(tabCurrent(items[1]!, '/players')).toBeUndefined();
    expect(tabCurrent(items[0]!, '/homework')).toBeUndefined();
  });
});

describe('TabBar', () => {
  it('is a named navigation whose current tab carries aria-current', () => {
    render(
      <MemoryRouter initialEntries={['/player/7']}>
        <TabBar items={items} label="Navegação principal" />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('aria-current')]);
    expect(links).toEqual([
      ['Home', null],
      ['Campeonatos', null],
      ['Jogadores', 'true'],
    ]);
  });
});
