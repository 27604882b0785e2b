import { type InfiniteData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../../../domain/errors.ts';
import { uiText } from '../../../../domain/messages.ts';
import type { NotificationView } from '../../../../domain/notification-api.ts';
import { toast } from '../../../lib/toast.ts';
import {
  archiveNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationPage,
  notificationKeys,
  unarchiveNotification,
} from '../api/notifications.ts';
import { useNotificationCount } from './notification-count.tsx';

type Pages = InfiniteData<NotificationPage, number>;

export function isUnread(n: Pick<NotificationView, 'readAt' | 'status'>): boolean {
  return n.readAt === null && n.status !== 'read';
}

/**
 * The inbox's actions. Marking read changes the count and the row at once (optimistic); a failure puts both back
 * and says so ("Failed to mark as read" / "Failed to mark all as read").
 */
export function useInboxActions() {
  const queryClient = useQueryClient();
  const { adjustCount, setCount } = useNotificationCount();

  const patchRows = useCallback(
    (patch: (n: NotificationView) => NotificationView) => {
      queryClient.setQueriesData<Pages>({ queryKey: ['notifications', 'list'] }, (data) =>
        data
          ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(patch) })) }
          : data,
      );
    },
    [queryClient],
  );
  const refetchLists = useCallback(
    () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    [queryClient],
  );

  const markRead = useCallback(
    async (notification: NotificationView): Promise<boolean> => {
      if (!isUnread(notification) || notification.archivedAt) return true;
      const previous = adjustCount(-1);
      const readAt = new Date().toISOString();
      patchRows((n) => (n.id === notification.id ? { ...n, readAt, status: 'read' } : n));
      try {
        const result = await markNotificationRead(notification.id);
        setCount(result.unreadCount);
        return true;
      } catch {
        setCount(previous);
        patchRows((n) => (n.id === notification.id ? notification : n));
        toast.error(errorMessage('MARK_AS_READ_TOAST_FAILED'));
        void refetchLists();
        return false;
      }
    },
    [adjustCount, setCount, patchRows, refetchLists],
  );

  const markAllRead = useCallback(async () => {
    const previous = adjustCount(-Number.MAX_SAFE_INTEGER);
    const snapshot = queryClient.getQueriesData<Pages>({ queryKey: ['notifications', 'list'] });
    const readAt = new Date().toISOString();
    patchRows((n) => (isUnread(n) && !n.archivedAt ? { ...n, readAt, status: 'read' } : n));
    try {
      const result = await markAllNotificationsRead();
      setCount(result.unreadCount);
      toast.success(uiText.allNotificationsMarkedRead);
    } catch {
      setCount(previous);
      for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
      toast.error(errorMessage('MARK_ALL_AS_READ_TOAST_FAILED'));
    }
  }, [adjustCount, setCount, patchRows, queryClient]);

  const setArchived = useCallback(
    async (notification: NotificationView, archived: boolean) => {
      try {
        const result = await (archived ? archiveNotification : unarchiveNotification)(notification.id);
        setCount(result.unreadCount);
        toast.success(archived ? 'Notification archived' : 'Notification moved back to the inbox');
      } catch (error) {
        toast.error(
          error instanceof Error && error.message
            ? error.message
            : errorMessage(archived ? 'ARCHIVE_NOTIFICATION_FAILED' : 'UNARCHIVE_NOTIFICATION_FAILED'),
        );
      } finally {
        void refetchLists();
      }
    },
    [setCount, refetchLists],
  );

  return { markRead, markAllRead, setArchived };
}
