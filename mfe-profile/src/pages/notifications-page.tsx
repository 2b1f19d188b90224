import { useQuery } from '@tanstack/react-query';
import { paths } from '@areia/shared/core/paths';
import { notificationQueries, useMarkNotificationsRead, useNotificationPages } from '@areia/shared/web/api/notifications';
import { toast } from '@areia/shared/web/feedback/toast';
import { useSession } from '@areia/shared/web/session/session-context';
import { Button } from '@areia/shared/web/ui/button';
import { BellIcon } from '@areia/shared/web/ui/icons';
import { Page, PageHeader } from '@areia/shared/web/ui/page';
import { ListView } from '@areia/shared/web/ui/query-view';
import { NoticeItem } from '../components/notice-item';
import { messages } from '../messages';
import styles from './notifications-page.module.css';

/** The signed-in athlete's avisos, newest first, a page at a time; each opens its screen and is then read. */
function NotificationsList({ userId }: { userId: string }) {
  const pages = useNotificationPages(userId);
  const unread = useQuery(notificationQueries.unread(userId));
  const markRead = useMarkNotificationsRead(userId);

  const markAll = async () => {
    try {
      await markRead.mutateAsync({ all: true });
    } catch {
      toast.error(messages.markAllReadError);
    }
  };

  return (
    <>
      {(unread.data ?? 0) > 0 && (
        <div className={styles.actions}>
          <Button variant="secondary" busy={markRead.isPending && markRead.variables?.all === true} disabled={markRead.isPending} onClick={() => void markAll()}>
            {messages.markAllRead}
          </Button>
        </div>
      )}
      <ListView
        query={pages}
        errorMessage={messages.notificationsError}
        empty={
          <div className={styles.empty} role="status">
            <BellIcon size={40} />
            <p className={styles.emptyTitle}>{messages.noNotifications}</p>
            <p className={styles.emptyHint}>{messages.noNotificationsHint}</p>
          </div>
        }
      >
        {(rows) => (
          <ul className="areia-list" aria-label={messages.notificationsLabel}>
            {rows.map((notice) => (
              <li key={notice.id}>
                {/* Marked read on the way to its screen; the request goes on after this page is left. */}
                <NoticeItem notice={notice} onOpen={(opened) => markRead.mutate({ ids: [opened.id] })} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}

export default function NotificationsPage() {
  const { user } = useSession();
  return (
    <Page>
      <PageHeader title={messages.notificationsTitle} backTo={paths.home.href()} />
      {user && <NotificationsList userId={user.id} />}
    </Page>
  );
}
