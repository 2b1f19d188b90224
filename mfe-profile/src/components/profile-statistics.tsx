import { PlayerFigures } from '@areia/shared/web/ui/player-figures';
import { messages } from '../messages';
import type { ProfileStats } from '../rules/profile-stats';
import { rankingMovement } from '../rules/ranking-movement';
import styles from './profile-statistics.module.css';

/** The athlete's own figures in the player page's layout, with the month's movement under the ranking. */
export function ProfileStatistics({ stats }: { stats: ProfileStats }) {
  const movement = rankingMovement(stats.rankingChange);
  return (
    <PlayerFigures
      figures={stats}
      movement={
        <p className={`${styles.movement} ${styles[movement.direction]}`}>
          {movement.label}
          {movement.direction !== 'steady' && <span className={styles.hint}> {messages.rankingMonthHint}</span>}
        </p>
      }
    />
  );
}
