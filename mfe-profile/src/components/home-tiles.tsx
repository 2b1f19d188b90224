import { useQuery } from '@tanstack/react-query';
import { invitationCount, invitationQueries } from '@areia/shared/web/api/invitations';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { paths } from '@areia/shared/core/paths';
import { MailIcon, PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import type { HomeCounts } from '../hooks/use-home-counts';
import { messages } from '../messages';
import { HomeTile } from './home-tile';
import styles from './home-tiles.module.css';

/**
 * The pending invitations to play, opening the invitations screen: the real count up to one page, and
 * "50+" past it — read from the first page alone, never by downloading the rest.
 */
function useInvitationCount(offline: boolean): string {
  const firstPage = useQuery(invitationQueries.firstPage());
  // Offline, the connection notice already says why: the tile's dash needs no toast as well.
  useErrorToast(offline ? null : firstPage.error, messages.invitationsError);
  if (firstPage.isError) return messages.unknownCount;
  return firstPage.data ? invitationCount(firstPage.data) : messages.counting;
}

/** `offline`: the connection notice is up, and says why a count is missing. */
export function HomeTiles({ counts, offline = false }: { counts: HomeCounts; offline?: boolean }) {
  const invites = useInvitationCount(offline);
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
      <HomeTile label={messages.tileInvites} tone="violet" icon={<MailIcon />} to={paths.invitations.href()} value={invites} />
    </nav>
  );
}
