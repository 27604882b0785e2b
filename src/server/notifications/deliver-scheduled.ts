import {
  claimPendingNotification,
  cleanupExpiredNotifications,
  deleteOldReadNotifications,
  listDueScheduledNotifications,
} from '../db/repositories/notifications-repository.ts';
import { deliverNotification } from './deliver-notification.ts';
import type { NotificationSystem } from './notification-system.ts';

/** Read notifications are kept this long, then deleted by the cleanup job (SPEC: "delete read ones older than N days"). */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;

/**
 * Delivers the given scheduled notifications (or every due one): each is first claimed (pending → sent) so that
 * two workers never deliver the same one; a notification not yet due, expired or already claimed is left alone.
 */
export async function deliverDueNotifications(options: {
  system: NotificationSystem;
  ids?: string[];
  now?: Date;
}): Promise<number> {
  const { system } = options;
  const now = options.now ?? new Date();
  const ids =
    options.ids ?? (await listDueScheduledNotifications({ db: system.db, limit: 500 })).map((n) => n.id);
  let delivered = 0;
  for (const id of ids) {
    const claimed = await claimPendingNotification({ db: system.db, id, dueBy: now });
    if (!claimed) continue;
    await deliverNotification({ system, notification: claimed });
    delivered += 1;
  }
  return delivered;
}

/** Deletes expired notifications (cleanup_expired_notifications) and read ones past the retention period. */
export async function cleanupNotifications(options: {
  system: NotificationSystem;
  readRetentionDays?: number;
}): Promise<{ expired: number; oldRead: number }> {
  const expired = await cleanupExpiredNotifications({ db: options.system.db });
  const oldRead = await deleteOldReadNotifications({
    db: options.system.db,
    days: options.readRetentionDays ?? READ_NOTIFICATION_RETENTION_DAYS,
  });
  return { expired, oldRead };
}
