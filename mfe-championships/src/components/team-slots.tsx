import type { UserProfile } from '@areia/shared/core/schemas/user';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { PlusIcon } from '@areia/shared/web/ui/icons';
import { messages } from '../messages';
import type { TeamDraft } from '../rules/team-draft';
import styles from './team-slots.module.css';

interface TeamSlotsProps {
  user: UserProfile;
  draft: TeamDraft;
  disabled: boolean;
  onChoose: (slotIndex: number) => void;
}

/** Slot 1 is the user and fixed; the others open the player picker. */
export function TeamSlots({ user, draft, disabled, onChoose }: TeamSlotsProps) {
  const userName = user.nickname ?? user.full_name ?? user.email;
  return (
    <ol className="areia-list">
      <li>
        <div className={`areia-card ${styles.slot}`} aria-label={`Vaga 1: ${messages.slotYou}, ${userName}`}>
          <Avatar src={user.avatar_url} name={userName} size={44} />
          <span className={styles.who}>
            <span className={styles.name}>{userName}</span>
            <span className={styles.badge}>{messages.slotYou}</span>
          </span>
          <span className={styles.rating}>{user.rating}</span>
        </div>
      </li>
      {draft.map((player, position) => {
        const slotIndex = position + 1;
        const name = player?.nickname ?? player?.fullname ?? '';
        return (
          <li key={slotIndex}>
            <button
              type="button"
              disabled={disabled}
              className={`areia-card areia-card--link ${styles.slot} ${player ? '' : styles.slotEmpty}`}
              aria-label={player ? messages.slotFilled(slotIndex + 1, name) : messages.slotEmpty(slotIndex + 1)}
              onClick={() => onChoose(slotIndex)}
            >
              {player ? (
                <>
                  <Avatar src={player.avatar_url} name={name} size={44} />
                  <span className={styles.who}>
                    <span className={styles.name}>{name}</span>
                    {player.fullname && <span className={styles.sub}>{player.fullname}</span>}
                  </span>
                  <span className={styles.rating}>{player.rating}</span>
                </>
              ) : (
                <>
                  <span className={styles.slotIcon} aria-hidden="true">
                    <PlusIcon size={20} />
                  </span>
                  <span className={styles.who}>
                    <span className={styles.name}>{messages.choosePlayer}</span>
                    <span className={styles.sub}>{messages.slotNumber(slotIndex + 1)}</span>
                  </span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
