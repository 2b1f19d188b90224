import { paths } from '@areia/shared/paths';
import { MailIcon, PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/ui/icons';
import type { HomeCounts } from '../hooks/use-home-counts';
import { messages } from '../messages';
import { HomeTile } from './home-tile';
import styles from './home-tiles.module.css';

/** Invitations are not built yet; the spec fixes the tile at 3 and disabled. */
const INVITES_PLACEHOLDER = '3';

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
      <HomeTile label={messages.tileInvites} tone="violet" icon={<MailIcon />} value={INVITES_PLACEHOLDER} note={messages.tileInvitesSoon} />
    </nav>
  );
}
