import type { ReactNode } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';

export interface TabBarItem {
  /** Where the tab goes. */
  to: string;
  label: string;
  icon: ReactNode;
  /** Route patterns that belong to this tab (its own list and the screens opened from it). */
  section: readonly string[];
}

/**
 * Which tab a path belongs to and how: `page` on the tab's own screen, `true` on a screen opened from it (a
 * championship inside Campeonatos), nothing otherwise.
 */
export function tabCurrent(item: TabBarItem, pathname: string): 'page' | 'true' | undefined {
  if (matchPath({ path: item.to, end: true }, pathname)) return 'page';
  return item.section.some((pattern) => matchPath({ path: pattern, end: true }, pathname)) ? 'true' : undefined;
}

/** The bottom tab bar of the signed-in screens (docs/architecture.md, "Themes: dark and Modo sol"): icon and label per tab, each at least 44 px tall. */
export function TabBar({ items, label }: { items: readonly TabBarItem[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav className="areia-tabbar" aria-label={label} data-testid="tab-bar">
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link className="areia-tabbar__link" to={item.to} aria-current={tabCurrent(item, pathname)}>
              {item.icon}
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
