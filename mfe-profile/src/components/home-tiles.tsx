import { useQuery } from '@tanstack/react-query';
import { invitationQueries } from '@areia/shared/web/api/invitations';
import { useErrorToast } from '@areia/shared/web/feedback/use-error-toast';
import { paths } from '@areia/shared/core/paths';
import { MailIcon, PinIcon, TrophyIcon, UsersIcon } from '@areia/shared/web/ui/icons';
import type { HomeCounts } from '../hooks/use-home-counts';
import { messages } from '../messages';
import { HomeTile } from './home-tile';
import styles from './home-tiles.module.css';

/** The pending invitations to play (issue 13 §1): the real count, opening the invitations screen. */
function useInvitationCount(): string {
  const invitations = useQuery(invitationQueries.mine());
  useErrorToast(invitations.error, messages.invitationsError);
  if (invitations.isError) return messages.unknownCount;
  return invitations.data ? String(invitations.data.length) : messages.counting;
}

export function HomeTiles({ counts }: { counts: HomeCounts }) {
  const invites = useInvitationCount();
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
