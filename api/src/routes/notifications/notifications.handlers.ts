import type { RouteHandler } from '@hono/zod-openapi';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { noticeWords } from '@areia/shared/core/rules/notices';
import { UNREAD_COUNT_MAX, type Notice, type Notification } from '@areia/shared/core/schemas/notification';
import { notifications } from '../../platform/db/schema';
import type { AppDeps, AppEnv } from '../../deps';
import { nowOf } from '../../deps';
import { answerPage, cursorTimestamp, cursorUuid, decodeCursor, pageLimit, uuidArray } from '../../platform/http/paging';
import type { Tx } from '../../platform/db/tx';
import type { listNotificationsRoute, markNotificationsReadRoute, unreadNotificationsRoute } from './notifications.routes';

type NotificationRow = typeof notifications.$inferSelect;

/** An aviso as its recipient reads it: worded now by the shared core, so a better wording reaches old avisos too. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    ...noticeWords({ kind: row.kind, params: row.params } as Notice),
    link: row.link,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The caller's unread avisos, counted up to UNREAD_COUNT_MAX on notifications_user_unread_idx: bounded, whatever piles up. */
export async function unreadCount(db: Tx, userId: string): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS count FROM (SELECT 1 FROM notifications WHERE user_id = ${userId}::uuid AND read_at IS NULL LIMIT ${UNREAD_COUNT_MAX}) unread`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
}

export function notificationHandlers(deps: AppDeps) {
  const cursorShape = z.tuple([cursorTimestamp, cursorUuid]);

  /** Newest first, by (created_at, id) descending: one backward range of notifications_user_page_idx. */
  const list: RouteHandler<typeof listNotificationsRoute, AppEnv> = async (c) => {
    const query = c.req.valid('query');
    const limit = pageLimit(query.limit);
    const after = decodeCursor(query.cursor, cursorShape);
    const rows = await deps.db
      .select({ notification: notifications, createdKey: sql<string>`${notifications.createdAt}::text` })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, c.var.auth.id),
          after ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1);
    return answerPage(c, rows, limit, (row) => [row.createdKey, row.notification.id], (page) => page.map((row) => toNotification(row.notification)));
  };

  const unread: RouteHandler<typeof unreadNotificationsRoute, AppEnv> = async (c) => c.json({ count: await unreadCount(deps.db, c.var.auth.id) }, 200);

  /** Only the caller's own rows change (another user's id matches nothing); reading twice keeps the first time. */
  const markRead: RouteHandler<typeof markNotificationsReadRoute, AppEnv> = async (c) => {
    const body = c.req.valid('json');
    const userId = c.var.auth.id;
    await deps.db
      .update(notifications)
      .set({ readAt: nowOf(deps) })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          body.all ? undefined : sql`${notifications.id} = ANY(${uuidArray(body.ids ?? [])}::uuid[])`,
        ),
      );
    return c.json({ count: await unreadCount(deps.db, userId) }, 200);
  };

  return { list, unread, markRead };
}
