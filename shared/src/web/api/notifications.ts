import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { MarkReadBody, Notification, UnreadCount } from '@areia/shared/core/schemas/notification';
// From constants, not the schema module: the shell's bell would download zod with it.
import { UNREAD_COUNT_MAX } from '@areia/shared/core/constants';
import { apiClient } from '@areia/shared/web/api/client';
import { queryKeys } from '@areia/shared/web/api/query-keys';
import { fetchPage, pagingOptions, type ListPage } from '@areia/shared/web/api/paging';
import { expectObject } from '@areia/shared/web/api/response';

/** One page of the signed-in athlete's avisos, newest first. */
export function fetchNotificationsPage(cursor: string | null, signal?: AbortSignal): Promise<ListPage<Notification>> {
  return fetchPage<Notification>('/api/notifications', {}, cursor, signal);
}

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { data } = await apiClient.get<unknown>('/api/notifications/unread', { signal });
  return expectObject<UnreadCount>(data).count;
}

/** Marks some avisos, or all, as read; answers the unread count after it. */
export async function markNotificationsRead(body: MarkReadBody): Promise<number> {
  const { data } = await apiClient.post<unknown>('/api/notifications/read', body);
  return expectObject<UnreadCount>(data).count;
}

// An aviso can arrive at any moment: what was read half a minute ago is asked again on the next look.
const UNREAD_STALE_MS = 30_000;

export const notificationQueries = {
  /** The avisos screen, a page at a time as the athlete scrolls; keyset (created_at, id), newest first. */
  list: (userId: string) =>
    infiniteQueryOptions({
      queryKey: queryKeys.notifications.list(userId),
      queryFn: ({ pageParam, signal }) => fetchNotificationsPage(pageParam, signal),
      ...pagingOptions,
      staleTime: UNREAD_STALE_MS,
      refetchOnWindowFocus: true,
    }),
  /** The bell's count, shared by the shell's header and the avisos screen. */
  unread: (userId: string) =>
    queryOptions({
      queryKey: queryKeys.notifications.unread(userId),
      queryFn: ({ signal }) => fetchUnreadCount(signal),
      staleTime: UNREAD_STALE_MS,
      // Coming back to the app is when an athlete looks for news: asked again however fresh (one small request).
      refetchOnWindowFocus: 'always',
    }),
};

/** The bell's badge: nothing at 0, the number up to 99, "99+" past it (the API counts up to 100). */
export function unreadBadge(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count >= UNREAD_COUNT_MAX ? '99+' : String(count);
}

export function useNotificationPages(userId: string) {
  return useInfiniteQuery(notificationQueries.list(userId));
}

type ListData = InfiniteData<ListPage<Notification>, string | null>;

/**
 * Marks avisos read: the list and the bell change at once, then the server's count replaces the guess. An aviso opened
 * (tapped) goes through here on its way to its screen.
 */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const listKey = queryKeys.notifications.list(userId);
  const unreadKey = queryKeys.notifications.unread(userId);
  return useMutation({
    mutationFn: (body: MarkReadBody) => markNotificationsRead(body),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: unreadKey });
      const readAt = new Date().toISOString();
      const marks = (row: Notification) => row.read_at === null && (body.all === true || (body.ids ?? []).includes(row.id));
      // With the list on screen, the rows it really turns read; without it, the ids asked for.
      let newlyRead = queryClient.getQueryData<ListData>(listKey) ? 0 : (body.ids?.length ?? 0);
      queryClient.setQueryData<ListData>(listKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((row) => {
                  if (!marks(row)) return row;
                  newlyRead += 1;
                  return { ...row, read_at: readAt };
                }),
              })),
            }
          : data,
      );
      queryClient.setQueryData<number>(unreadKey, (count) => (count === undefined ? count : body.all ? 0 : Math.max(0, count - newlyRead)));
    },
    onSuccess: (count) => queryClient.setQueryData<number>(unreadKey, count),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all(userId) }),
  });
}
