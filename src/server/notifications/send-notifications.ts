import { AppError } from '../../domain/errors.ts';
import { createNotification, type NotificationContent } from '../../domain/notification.ts';
import type { UserRole } from '../../domain/roles.ts';
import {
  listAllRegisteredUserIds,
  listExistingUserIds,
  listUserIdsWithRole,
} from '../db/repositories/notifications-channels-repository.ts';
import { insertNotifications } from '../db/repositories/notifications-repository.ts';
import type { NotificationRow } from '../db/schema.ts';
import { deliverNotification } from './deliver-notification.ts';
import type { NotificationSystem } from './notification-system.ts';

const INSERT_CHUNK = 500;
const DELIVERY_CONCURRENCY = 8;

export type Audience = { userIds: string[] } | { role: UserRole } | { all: true };

export async function resolveAudience(system: NotificationSystem, audience: Audience): Promise<string[]> {
  if ('userIds' in audience)
    return listExistingUserIds({ db: system.db, userIds: [...new Set(audience.userIds)] });
  if ('role' in audience) return listUserIdsWithRole({ db: system.db, role: audience.role });
  return listAllRegisteredUserIds({ db: system.db });
}

async function mapWithConcurrency<T, R>(
  items: T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Validates the content with the domain rules (trimmed title and body, a channel, future schedule/expiry), stores
 * one notification per recipient, then delivers them now — or, when scheduled, hands them to the job queue.
 * Unexpected failures become "Failed to send notification" (one recipient) or "…bulk notifications".
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
    const stored: NotificationRow[] = [];
    for (let i = 0; i < drafts.length; i += INSERT_CHUNK) {
      const chunk = drafts
        .slice(i, i + INSERT_CHUNK)
        .map(({ createdAt: _c, updatedAt: _u, ...draft }) => draft);
      stored.push(...(await insertNotifications({ db: system.db, notifications: chunk })));
    }
    const scheduledFor = drafts[0]?.scheduledFor;
    if (scheduledFor) {
      await system.scheduler?.scheduleDelivery(
        stored.map((row) => row.id),
        scheduledFor,
      );
      return stored;
    }
    return await mapWithConcurrency(stored, DELIVERY_CONCURRENCY, (notification) =>
      deliverNotification({ system, notification }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    system.logger.error({ err: error, recipients: userIds.length }, 'sending notifications failed');
    throw new AppError(fallback);
  }
}
