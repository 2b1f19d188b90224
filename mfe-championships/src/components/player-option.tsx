import type { Player } from '@areia/shared/core/schemas/player';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { messages } from '../messages';
import styles from './team-slots.module.css';

/** A player to choose; one above the championship's category is shown greyed out with the reason. */
export function PlayerOption({ player, onSelect, ineligible }: { player: Player; onSelect: (player: Player) => void; ineligible?: string | null }) {
  const nickname = player.nickname ?? player.name;
  const fullName = player.full_name ?? player.name;
  return (
    <button
      type="button"
      className={`areia-card ${ineligible ? styles.ineligible : 'areia-card--link'} ${styles.slot}`}
      disabled={Boolean(ineligible)}
      data-testid={ineligible ? 'player-ineligible' : undefined}
      onClick={() => onSelect(player)}
    >
      <Avatar src={player.avatar_url} name={nickname} size={44} />
      <span className={styles.who}>
        <span className={styles.name}>{nickname}</span>
        {fullName && fullName !== nickname && <span className={styles.sub}>{fullName}</span>}
        {ineligible && <span className={styles.reason}>{ineligible}</span>}
      </span>
      <span className={styles.rating} title={messages.rating}>
        {player.rating}
      </span>
    </button>
  );
}
