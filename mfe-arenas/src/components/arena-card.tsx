import { Link } from 'react-router-dom';
import { formatKm } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { Arena } from '@areia/shared/core/schemas/arena';
import { messages } from '../messages';
import { ArenaPicture } from './arena-picture';
import styles from './arena-card.module.css';

interface ArenaCardProps {
  arena: Arena;
  showDistance: boolean;
  /** Where the detail's back button returns (this list with its search and filter). */
  from: string;
}

export function ArenaCard({ arena, showDistance, from }: ArenaCardProps) {
  return (
    <Link className={`areia-card areia-card--link ${styles.card}`} to={paths.arena.href(arena.id)} state={{ from }} data-testid="arena-card">
      <ArenaPicture src={arena.logo} alt="" variant="logo" />
      <span className={styles.text}>
        <span className={styles.name} data-testid="arena-name">
          {arena.name}
        </span>
        <span className={styles.address}>{arena.address}</span>
      </span>
      {showDistance && arena.distance !== undefined && (
        <span className={styles.distance} data-testid="arena-distance">
          <span className="areia-visually-hidden">{messages.distanceLabel}: </span>
          {formatKm(arena.distance)}
        </span>
      )}
    </Link>
  );
}
