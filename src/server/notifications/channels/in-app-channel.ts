import { countUnreadNotifications } from '../../db/repositories/notifications-repository.ts';
import { toNotificationView } from '../notification-view.ts';
import type { NotificationChannelModule } from './channel.ts';

/** In-app: the row is the inbox entry; delivery is telling every open tab of the user, with the new count. */
export const inAppChannel: NotificationChannelModule = {
  id: 'in_app',
  async deliver({ db, realtime, notification, unreadCount: known }) {
    const unreadCount = known ?? (await countUnreadNotifications({ db, userId: notification.userId }));
    realtime.toUser(notification.userId, 'notification:created', {
      notification: toNotificationView(notification),
      unreadCount,
    });
    return { status: 'delivered' };
  },
};
