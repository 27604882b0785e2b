import {
  claimDueNotifications,
  listStalledChannelDeliveries,
  recordDeliveries,
} from '../db/repositories/notification-delivery-repository.ts';
import {
  cleanupExpiredNotifications,
  deleteOldReadNotifications,
  listDueScheduledNotifications,
} from '../db/repositories/notifications-repository.ts';
import {
  deliverPendingChannels,
  deliverStored,
  planDelivery,
  preferencesFor,
} from './deliver-notification.ts';
import type { NotificationSystem } from './notification-system.ts';

/** Read notifications are kept this long, then deleted by the cleanup job (SPEC: "delete read ones older than N days"). */
export const READ_NOTIFICATION_RETENTION_DAYS = 90;

/** E-mail/push recorded pending this long ago belong to a send that stopped midway (a crash, a restart). */
export const STALLED_CHANNEL_SECONDS = 300;

/**
 * Delivers the given scheduled notifications (or every due one): they are first claimed in one statement
 * (pending → sent) so that two workers never deliver the same one — one not yet due, expired or already claimed is
 * left alone — then planned, recorded and delivered like an immediate send.
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
  const claimed = await claimDueNotifications({ db: system.db, ids, dueBy: now });
  if (claimed.length === 0) return 0;
  const preference = await preferencesFor(system, claimed);
  const recorded = await recordDeliveries({
    db: system.db,
    records: claimed.map((row) => {
      const state = planDelivery(system, row, preference(row.userId, row.category), new Date());
      return {
        id: row.id,
        status: state.status,
        metadata: state.metadata,
        delivered: state.deliveredAt !== null,
      };
    }),
  });
  await deliverStored(system, recorded);
  return recorded.length;
}

/**
 * Finishes e-mail/push deliveries a stopped process left pending (nothing is lost: the pending record in the row
 * is the queue). An e-mail accepted just before the stop may be sent twice; never zero times.
 */
export async function resumeStalledDeliveries(options: { system: NotificationSystem }): Promise<number> {
  const stalled = await listStalledChannelDeliveries({
    db: options.system.db,
    olderThanSeconds: STALLED_CHANNEL_SECONDS,
    limit: 200,
  });
  if (stalled.length === 0) return 0;
  await deliverPendingChannels(
    options.system,
    stalled.map((row) => ({ row })),
  );
  return stalled.length;
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
