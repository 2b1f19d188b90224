import { Link } from 'react-router-dom';
import { formatKm, formatShortDate, formatTime } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import type { OpenGame } from '@areia/shared/core/schemas/open-game';
import { openGameMessages as m } from '../open-game-messages';
import styles from './open-game-card.module.css';

/** An open game in a list: where, when, the level range, its kind and places left; opens the game. */
export function OpenGameCard({ game }: { game: OpenGame }) {
  return (
    <Link className={`areia-card areia-card--link ${styles.card}`} to={paths.openGame.href(game.id)} data-testid="open-game-card">
      <span className={styles.arena}>{game.arena.name}</span>
      <span className={styles.when}>
        {m.when(formatShortDate(game.starts_at), formatTime(game.starts_at))}
        {game.distance !== undefined && ` · ${m.away(formatKm(game.distance))}`}
      </span>
      <span className={styles.facts}>
        {m.levelRange(game.level_min, game.level_max)} · {game.competitive ? m.competitive : m.friendly}
      </span>
      <span className={styles.stage}>{m.stage(game)}</span>
    </Link>
  );
}
