import { Link } from 'react-router-dom';
import { formatShortDate, formatTime } from '@areia/shared/core/format/format';
import type { Notification } from '@areia/shared/core/schemas/notification';
import { messages } from '../messages';
import styles from './notice-item.module.css';

/** One aviso: a link to its screen; opening it while unread marks it read (`onOpen`). */
export function NoticeItem({ notice, onOpen }: { notice: Notification; onOpen: (notice: Notification) => void }) {
  const unread = notice.read_at === null;
  return (
    <Link
      to={notice.link}
      className={`areia-card areia-card--link ${styles.item}`}
      data-unread={unread || undefined}
      data-testid="notice"
      onClick={() => {
        if (unread) onOpen(notice);
      }}
    >
      <span className={styles.head}>
        {unread && (
          <span className={styles.dot}>
            <span className="areia-visually-hidden">{messages.unread}: </span>
          </span>
        )}
        <strong className={styles.title}>{notice.title}</strong>
        <time className={styles.when} dateTime={notice.created_at}>
          {formatShortDate(notice.created_at)} {formatTime(notice.created_at)}
        </time>
      </span>
      <span className={styles.text}>{notice.text}</span>
    </Link>
  );
}
