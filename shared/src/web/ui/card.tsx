import type { HTMLAttributes, ReactNode } from 'react';

export function Card({ children, className, ...rest }: HTMLAttributes<HTMLDivElement> & { children: ReactNode }) {
  return (
    <div className={className ? `areia-card ${className}` : 'areia-card'} {...rest}>
      {children}
    </div>
  );
}

export function Chip({ children, accent = false }: { children: ReactNode; accent?: boolean }) {
  return <span className={accent ? 'areia-chip areia-chip--accent' : 'areia-chip'}>{children}</span>;
}
