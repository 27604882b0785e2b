/**
 * How a notification's status, per-channel delivery, archive flag and timing evolve (SPEC §4 "Notification
 * status"). Each function returns a new object and leaves the input untouched.
 */
import type {
  ChannelDelivery,
  Notification,
  NotificationChannel,
  NotificationMetadata,
  NotificationStatus,
} from './notification.ts';

type WithStatus = Pick<Notification, 'status' | 'updatedAt'>;

/** pending → sent (handed to the channels); any other status is kept. */
export function markNotificationSent<N extends WithStatus>(notification: N, now: Date): N {
  return notification.status === 'pending'
    ? { ...notification, status: 'sent', updatedAt: now }
    : notification;
}

/** pending or sent → delivered, stamping the time. Later statuses (read, failed) are not rolled back. */
export function markNotificationDelivered<N extends WithStatus & Pick<Notification, 'deliveredAt'>>(
  notification: N,
  now: Date,
): N {
  if (notification.status !== 'pending' && notification.status !== 'sent') return notification;
  return { ...notification, status: 'delivered', deliveredAt: now, updatedAt: now };
}

const READABLE: readonly NotificationStatus[] = ['sent', 'delivered'];

/**
 * Stamps the read time (the first one is kept) and moves sent or delivered to read. A pending notification stays
 * pending: it was read in-app before its delivery was confirmed, and delivery may still follow.
 */
export function markNotificationRead<N extends WithStatus & Pick<Notification, 'readAt'>>(
  notification: N,
  now: Date,
): N {
  return {
    ...notification,
    readAt: notification.readAt ?? now,
    status: READABLE.includes(notification.status) ? 'read' : notification.status,
    updatedAt: now,
  };
}

export function markNotificationFailed<N extends WithStatus & Pick<Notification, 'metadata'>>(
  notification: N,
  reason: string,
  now: Date,
): N {
  return {
    ...notification,
    status: 'failed',
    metadata: { ...notification.metadata, failureReason: reason, failedAt: now.toISOString() },
    updatedAt: now,
  };
}

type ChannelUpdate = { status: 'delivered' } | { status: 'failed'; error: string } | { status: 'pending' };

export function setChannelStatus<N extends Pick<Notification, 'metadata' | 'updatedAt'>>(
  notification: N,
  channel: NotificationChannel,
  update: ChannelUpdate,
  now: Date,
): N {
  const delivery: ChannelDelivery =
    update.status === 'delivered'
      ? { status: 'delivered', deliveredAt: now.toISOString() }
      : update.status === 'failed'
        ? { status: 'failed', error: update.error }
        : { status: 'pending' };
  const channels = { ...notification.metadata.channels, [channel]: delivery };
  return { ...notification, metadata: { ...notification.metadata, channels }, updatedAt: now };
}

export type DeliveryAggregate = 'pending' | 'all_delivered' | 'partial_delivered' | 'all_failed';

/** Over the channels that have reported: none yet → pending; all delivered; some; none delivered → all_failed. */
export function deliveryAggregate(metadata: NotificationMetadata): DeliveryAggregate {
  const reports = Object.values(metadata.channels ?? {}).filter((report) => report !== undefined);
  if (reports.length === 0) return 'pending';
  const delivered = reports.filter((report) => report.status === 'delivered').length;
  if (delivered === reports.length) return 'all_delivered';
  return delivered > 0 ? 'partial_delivered' : 'all_failed';
}

type Archivable = Pick<Notification, 'archivedAt' | 'updatedAt'>;

export function archiveNotification<N extends Archivable>(notification: N, now: Date): N {
  return { ...notification, archivedAt: notification.archivedAt ?? now, updatedAt: now };
}

export function unarchiveNotification<N extends Archivable>(notification: N, now: Date): N {
  return { ...notification, archivedAt: null, updatedAt: now };
}

export function isNotificationArchived(notification: Pick<Notification, 'archivedAt'>): boolean {
  return notification.archivedAt !== null;
}

export function isNotificationUnread(notification: Pick<Notification, 'readAt' | 'status'>): boolean {
  return notification.readAt === null && notification.status !== 'read';
}

/** Expired once the expiry time has passed; no expiry means it never expires. */
export function isNotificationExpired(notification: Pick<Notification, 'expiresAt'>, now: Date): boolean {
  return notification.expiresAt !== null && notification.expiresAt.getTime() < now.getTime();
}

export function isNotificationSchedulable(
  notification: Pick<Notification, 'scheduledFor' | 'status'>,
): boolean {
  return notification.scheduledFor !== null && notification.status === 'pending';
}

/** Schedulable, its time has come, and it has not expired meanwhile: the scheduler should send it now. */
export function isNotificationDue(
  notification: Pick<Notification, 'scheduledFor' | 'status' | 'expiresAt'>,
  now: Date,
): boolean {
  return (
    isNotificationSchedulable(notification) &&
    (notification.scheduledFor?.getTime() ?? Number.POSITIVE_INFINITY) <= now.getTime() &&
    !isNotificationExpired(notification, now)
  );
}
