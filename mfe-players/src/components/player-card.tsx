import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { rankingMessages } from '@areia/shared/core/messages';
import type { Player } from '@areia/shared/core/schemas/player';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { messages } from '../messages';
import { playerProfile } from '../rules/player-profile';
import styles from './player-card.module.css';

export function PlayerCard({ player, from }: { player: Player; from: string }) {
  const profile = playerProfile(player);
  return (
    <Link className={`areia-card areia-card--link ${styles.card}`} to={paths.player.href(player.id)} state={{ from }} data-testid="player-card">
      <Avatar src={profile.avatarUrl} name={profile.displayName} size={52} />
      <span className={styles.text}>
        <span className={styles.nickname}>{profile.nickname ?? profile.displayName}</span>
        <span className={styles.fullName}>{profile.displayName}</span>
      </span>
      <span className={styles.rating}>
        <span className="areia-visually-hidden">{rankingMessages.rankingPoints}: </span>
        <strong>{profile.rankingPoints}</strong>
        <span className={styles.ratingUnit}>{messages.points}</span>
      </span>
    </Link>
  );
}
