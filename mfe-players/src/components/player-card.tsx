import { Link } from 'react-router-dom';
import { paths } from '@areia/shared/core/paths';
import { rankingMessages, sharedMessages } from '@areia/shared/core/messages';
import { formatRankingPlace, rankedPosition } from '@areia/shared/core/format/format';
import type { Player } from '@areia/shared/core/schemas/player';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { messages } from '../messages';
import { playerProfile } from '../rules/player-profile';
import styles from './player-card.module.css';

/** A row of the ranking: its place ('12º'; none without ranking points), the player, their points. `mine`: the athlete's own row. */
export function PlayerCard({ player, from, mine = false }: { player: Player; from: string; mine?: boolean }) {
  const profile = playerProfile(player);
  const ranked = rankedPosition(player.ranking, player.ranking_points) !== null;
  return (
    <Link
      className={`areia-card areia-card--link ${styles.card}${mine ? ` ${styles.mine}` : ''}`}
      to={paths.player.href(player.id)}
      state={{ from }}
      data-testid="player-card"
      aria-current={mine ? 'true' : undefined}
    >
      <span className={styles.position} data-testid="player-position">
        <span className="areia-visually-hidden">{messages.positionLabel} </span>
        {ranked ? formatRankingPlace(player.ranking, player.ranking_points) : <><span aria-hidden="true">–</span><span className="areia-visually-hidden">{sharedMessages.noRankingYet}</span></>}
      </span>
      <Avatar src={profile.avatarUrl} name={profile.displayName} size={52} />
      <span className={styles.text}>
        <span className={styles.nickname}>{profile.nickname ?? profile.displayName}</span>
        <span className={styles.fullName}>{mine ? `${messages.you} · ${profile.displayName}` : profile.displayName}</span>
      </span>
      <span className={styles.rating}>
        <span className="areia-visually-hidden">{rankingMessages.rankingPoints}: </span>
        <strong>{profile.rankingPoints}</strong>
        <span className={styles.ratingUnit}>{messages.points}</span>
      </span>
    </Link>
  );
}
