import type { Agent } from 'node:https';
import webpush from 'web-push';
import {
  deletePushSubscriptionById,
  listPushSubscriptions,
} from '../../db/repositories/notifications-channels-repository.ts';
import { countUnreadNotifications } from '../../db/repositories/notifications-repository.ts';
import type { VapidKeys } from '../vapid-keys.ts';
import { describeError, type NotificationChannelModule } from './channel.ts';

/** What the service worker receives (public/sw push handler shows it and sets the app badge). */
export interface PushPayload {
  id: string;
  title: string;
  body: string;
  icon: string | null;
  url: string;
  unreadCount: number;
}

/**
 * Web Push (VAPID, aes128gcm) to every device the user subscribed. Delivered when at least one device accepted
 * it; a subscription the push service reports gone (404/410) is deleted.
 */
export function createPushChannel(options: {
  vapid: VapidKeys;
  /** Tests point this at an agent trusting their local HTTPS push endpoint. */
  agent?: Agent;
  ttlSeconds?: number;
}): NotificationChannelModule {
  return {
    id: 'push',
    allowedBy: (preference) => preference.push,
    async deliver({ db, logger, notification, unreadCount }) {
      const subscriptions = await listPushSubscriptions({ db, userId: notification.userId });
      if (subscriptions.length === 0) return { status: 'failed', error: 'No device is subscribed to push' };
      const payload: PushPayload = {
        id: notification.id,
        title: notification.title,
        body: notification.body,
        icon: notification.icon,
        url: notification.actionUrl ?? '/inbox',
        unreadCount: unreadCount ?? (await countUnreadNotifications({ db, userId: notification.userId })),
      };
      const errors: string[] = [];
      let delivered = 0;
      await Promise.all(
        subscriptions.map(async (subscription) => {
          try {
            await webpush.sendNotification(
              {
                endpoint: subscription.endpoint,
                keys: { p256dh: subscription.p256dh, auth: subscription.auth },
              },
              JSON.stringify(payload),
              {
                vapidDetails: options.vapid,
                TTL: options.ttlSeconds ?? 24 * 3600,
                contentEncoding: 'aes128gcm',
                urgency:
                  notification.priority === 'urgent' || notification.priority === 'high' ? 'high' : 'normal',
                ...(options.agent ? { agent: options.agent } : {}),
              },
            );
            delivered += 1;
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            if (status === 404 || status === 410) {
              await deletePushSubscriptionById({ db, id: subscription.id });
              logger.info({ subscriptionId: subscription.id, status }, 'push subscription gone; removed');
              errors.push(`Subscription expired (${status})`);
            } else {
              errors.push(status ? `Push service answered ${status}` : describeError(error));
            }
          }
        }),
      );
      return delivered > 0 ? { status: 'delivered' } : { status: 'failed', error: errors.join('; ') };
    },
  };
}
