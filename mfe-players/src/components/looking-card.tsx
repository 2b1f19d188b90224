import { Link } from 'react-router-dom';
import { formatKm, formatShortDate } from '@areia/shared/core/format/format';
import { paths } from '@areia/shared/core/paths';
import { fitReason } from '@areia/shared/core/rules/partner-fit';
import type { LookingPost } from '@areia/shared/core/schemas/partner';
import { Avatar } from '@areia/shared/web/ui/avatar';
import { messages } from '../messages';
import styles from './looking-card.module.css';

/** An athlete looking for a partner, with the championship they want to play: opens it, where they can be invited. */
export function LookingCard({ post }: { post: LookingPost }) {
  const { athlete, championship } = post;
  return (
    <Link className={`areia-card areia-card--link ${styles.card}`} to={paths.championship.href(championship.id)} data-testid="looking-card">
      <Avatar src={athlete.avatar_url} name={athlete.nickname} size={48} />
      <span className={styles.text}>
        <span className={styles.nickname}>{athlete.nickname}</span>
        <span className={styles.reason}>{fitReason({ level: athlete.level, reliability: athlete.level_reliability, city: post.city })}</span>
        <span className={styles.championship}>
          {messages.lookingFor} <strong>{championship.title}</strong> · {championship.category} · {formatShortDate(championship.occurs)}
          {post.distance !== undefined && ` · ${messages.lookingAway(formatKm(post.distance))}`}
        </span>
        {post.note && <span className={styles.note}>“{post.note}”</span>}
      </span>
    </Link>
  );
}
