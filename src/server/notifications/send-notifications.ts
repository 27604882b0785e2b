import { AppError } from '../../domain/errors.ts';
import { createNotification, type NotificationContent } from '../../domain/notification.ts';
import type { UserRole } from '../../domain/roles.ts';
import {
  insertNotificationBatch,
  type NotificationToStore,
  type StoredWithCount,
} from '../db/repositories/notification-delivery-repository.ts';
import {
  listAllRegisteredUserIds,
  listExistingUserIds,
  listUserIdsWithRole,
} from '../db/repositories/notifications-channels-repository.ts';
import type { NotificationRow } from '../db/schema.ts';
import {
  announceInApp,
  deliverPendingChannels,
  planDelivery,
  preferencesFor,
} from './deliver-notification.ts';
import type { NotificationSystem } from './notification-system.ts';

/** Rows a statement stores at most (a broadcast to everyone is several statements). */
const INSERT_CHUNK = 500;

export type Audience = { userIds: string[] } | { role: UserRole } | { all: true };

export async function resolveAudience(system: NotificationSystem, audience: Audience): Promise<string[]> {
  if ('userIds' in audience)
    return listExistingUserIds({ db: system.db, userIds: [...new Set(audience.userIds)] });
  if ('role' in audience) return listUserIdsWithRole({ db: system.db, role: audience.role });
  return listAllRegisteredUserIds({ db: system.db });
}

/**
 * Validates the content with the domain rules (trimmed title and body, a channel, future schedule/expiry) and
 * stores one notification per recipient. A scheduled one is stored pending and handed to the job queue. Otherwise
 * each chunk is stored in one statement with its delivery already planned (in-app delivered, channels the
 * recipient turned off skipped, e-mail/push pending; preferences read once for the whole send), which also returns
 * every recipient's new unread count; after it commits, the in-app events go out, then e-mail and push run and
 * their outcomes are recorded in one more statement. Unexpected failures become "Failed to send notification"
 * (one recipient) or "…bulk notifications".
 */
export async function sendNotifications(options: {
  system: NotificationSystem;
  userIds: string[];
  content: NotificationContent;
  now?: Date;
}): Promise<NotificationRow[]> {
  const { system, userIds } = options;
  const now = options.now ?? new Date();
  // Validation errors come out as they are, before anything is stored.
  const drafts = userIds.map((userId) => createNotification(userId, options.content, { now }));
  const fallback = userIds.length > 1 ? 'SEND_BULK_NOTIFICATIONS_FAILED' : 'SEND_NOTIFICATION_FAILED';
  try {
    const scheduledFor = drafts[0]?.scheduledFor ?? null;
    const preference = scheduledFor ? null : await preferencesFor(system, drafts);
    const toStore: NotificationToStore[] = drafts.map(
      ({ createdAt: _c, updatedAt: _u, readAt: _r, archivedAt: _a, deliveredAt: _d, ...draft }) => {
        if (!preference) return { ...draft, delivered: false };
        const state = planDelivery(
          system,
          { ...draft, deliveredAt: null, updatedAt: now },
          preference(draft.userId, draft.category),
          now,
        );
        return {
          ...draft,
          status: state.status,
          metadata: state.metadata,
          delivered: state.deliveredAt !== null,
        };
      },
    );
    const stored: StoredWithCount[] = [];
    for (let i = 0; i < toStore.length; i += INSERT_CHUNK) {
      const chunk = await insertNotificationBatch({
        db: system.db,
        notifications: toStore.slice(i, i + INSERT_CHUNK),
      });
      stored.push(...chunk);
      if (scheduledFor) {
        await system.scheduler?.scheduleDelivery(
          chunk.map(({ row }) => row.id),
          scheduledFor,
        );
      } else {
        // Every chunk's in-app events go out as soon as it is stored; e-mail and push follow the whole send.
        await announceInApp(system, chunk);
      }
    }
    if (scheduledFor) return stored.map(({ row }) => row);
    return await deliverPendingChannels(system, stored);
  } catch (error) {
    if (error instanceof AppError) throw error;
    system.logger.error({ err: error, recipients: userIds.length }, 'sending notifications failed');
    throw new AppError(fallback);
  }
}
