import { paths } from '@areia/shared/core/paths';
import { PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import type { HomeCounts } from '../hooks/use-home-counts';
import { messages } from '../messages';
import { HomeTile } from './home-tile';
import styles from './home-tiles.module.css';

/** The home's shortcuts, counted by the summary (the invitations are a row of the "Jogar" card, play-card.tsx). */
export function HomeTiles({ counts }: { counts: HomeCounts }) {
  return (
    <nav className={styles.grid} aria-label={messages.shortcuts}>
      <HomeTile
        label={messages.tileChampionships}
        tone="sky"
        icon={<TrophyIcon />}
        to={paths.championships.href()}
        state={{ filter: 'all' }}
        {...counts.upcomingChampionships}
      />
      <HomeTile label={messages.tilePlayers} tone="amber" icon={<UsersIcon />} to={paths.players.href()} {...counts.players} />
      <HomeTile label={messages.tileArenas} tone="green" icon={<PinIcon />} to={paths.arenas.href()} {...counts.nearbyArenas} />
    </nav>
  );
}
