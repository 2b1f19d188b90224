import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './home-tile.module.css';

export type TileTone = 'sky' | 'amber' | 'green' | 'violet';

interface HomeTileProps {
  label: string;
  value: string;
  icon: ReactNode;
  tone: TileTone;
  /** Without a destination the tile is shown disabled. */
  to?: string;
  state?: unknown;
  note?: string;
}

/** A home shortcut: a coloured icon chip, a big count and its label. Its accessible name carries both. */
export function HomeTile({ label, value, icon, tone, to, state, note }: HomeTileProps) {
  const body = (
    <>
      <span className={`${styles.chip} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <strong className={styles.value}>{value}</strong>
      <span className={styles.label}>{label}</span>
      {note && <span className={styles.note}>{note}</span>}
    </>
  );
  const name = `${label}: ${value}`;
  if (!to) {
    return (
      <button type="button" className={`${styles.tile} ${styles.disabled}`} disabled aria-label={name}>
        {body}
      </button>
    );
  }
  return (
    <Link className={styles.tile} to={to} state={state} aria-label={name}>
      {body}
    </Link>
  );
}
