import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { navigationMessages } from '@areia/shared/core/messages';
import { paths } from '@areia/shared/core/paths';
import { notificationQueries, unreadBadge } from '@areia/shared/web/api/notifications';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { useSession } from '@areia/shared/web/session/session-context';
import { BellIcon } from '@areia/shared/web/ui/icons';

/**
 * The bell in the signed-in header: opens the avisos, its badge the unread count (read again when the app regains
 * focus). It sits in the top corner of every signed-in screen, over the room the page headers keep for it.
 */
export function NotificationBell() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const unread = useQuery({ ...notificationQueries.unread(user?.id ?? ''), enabled: Boolean(user) });
  const badge = unreadBadge(unread.data);

  // A new aviso may be a new invitation: the home's invitations tile must not say 0 beside a bell that says 1.
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    const count = unread.data;
    if (count !== undefined && seen.current !== undefined && count > seen.current) void queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all() });
    seen.current = count;
  }, [unread.data, queryClient]);

  return (
    <Link className="areia-bell areia-icon-button" to={paths.notifications.href()} aria-label={navigationMessages.avisos(badge)} data-testid="notification-bell">
      <BellIcon />
      {badge && (
        <span className="areia-bell__badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
