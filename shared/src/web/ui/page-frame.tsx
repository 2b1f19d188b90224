import type { ReactNode } from 'react';

/** A screen's `<main>`: the app's page layout (theme.css `.areia-page`), plus the screen's own class. */
export function Page({ children, className }: { children: ReactNode; className?: string }) {
  return <main className={className ? `areia-page ${className}` : 'areia-page'}>{children}</main>;
}
