import type { Player } from '@areia/shared/schemas/player';
import { Avatar } from '@areia/shared/ui/avatar';
import { messages } from '../messages';
import styles from './team-slots.module.css';

export function PlayerOption({ player, onSelect }: { player: Player; onSelect: (player: Player) => void }) {
  const nickname = player.nickname ?? player.name;
  const fullName = player.full_name ?? player.name;
  return (
    <button type="button" className={`areia-card areia-card--link ${styles.slot}`} onClick={() => onSelect(player)}>
      <Avatar src={player.avatar_url} name={nickname} size={44} />
      <span className={styles.who}>
        <span className={styles.name}>{nickname}</span>
        {fullName && fullName !== nickname && <span className={styles.sub}>{fullName}</span>}
      </span>
      <span className={styles.rating} title={messages.rating}>
        {player.rating}
      </span>
    </button>
  );
}
