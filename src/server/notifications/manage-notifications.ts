import { AppError } from '../../domain/errors.ts';
import {
  assertCanMarkNotificationRead,
  assertNotificationOwner,
  type ListNotificationsQuery,
} from '../../domain/notification.ts';
import type { NotificationView } from '../../domain/notification-api.ts';
import * as repository from '../db/repositories/notifications-repository.ts';
import type { NotificationRow } from '../db/schema.ts';
import type { NotificationSystem } from './notification-system.ts';
import { toNotificationView } from './notification-view.ts';

type Scoped = { system: NotificationSystem; userId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id names no notification: look it up only when it could exist. */
function findById(system: NotificationSystem, id: string) {
  return UUID.test(id) ? repository.findNotificationById({ db: system.db, id }) : Promise.resolve(undefined);
}

export function countUnread({ system, userId }: Scoped): Promise<number> {
  return repository.countUnreadNotifications({ db: system.db, userId });
}

/** Tells the user's other tabs and devices, with the count after the change. */
async function announceUpdate(system: NotificationSystem, row: NotificationRow): Promise<number> {
  const unreadCount = await repository.countUnreadNotifications({ db: system.db, userId: row.userId });
  system.realtime.toUser(row.userId, 'notification:updated', {
    notification: toNotificationView(row),
    unreadCount,
  });
  return unreadCount;
}

export async function listUserNotifications(
  options: Scoped & { query: ListNotificationsQuery },
): Promise<{ items: NotificationView[]; nextCursor?: string }> {
  const { query } = options;
  // One extra row tells whether another page exists.
  const rows = await repository.listNotifications({
    db: options.system.db,
    userId: options.userId,
    ...query,
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit).map(toNotificationView);
  return rows.length > query.limit ? { items, nextCursor: String(query.offset + query.limit) } : { items };
}

/**
 * The owner's notification. Another user's gets the same 404 as a missing one ("Notification with ID … not
 * found"); the "not authorized" message is only logged, so nobody learns that the id exists.
 */
export async function getUserNotification(options: Scoped & { id: string }): Promise<NotificationRow> {
  const row = await findById(options.system, options.id);
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND', { id: options.id });
  try {
    assertNotificationOwner(row, options.userId);
  } catch (error) {
    options.system.logger.warn({ code: (error as AppError).code }, (error as Error).message);
    throw new AppError('NOTIFICATION_NOT_FOUND', { id: options.id });
  }
  return row;
}

/** Only the owner, and not once archived: otherwise "Notification not found, already archived, or access denied". */
export async function markUserNotificationRead(
  options: Scoped & { id: string },
): Promise<{ notification: NotificationView; unreadCount: number }> {
  const { system, userId, id } = options;
  const current = await findById(system, id);
  assertCanMarkNotificationRead(current, userId);
  const row = await repository.markNotificationRead({ db: system.db, userId, id });
  if (!row) throw new AppError('NOTIFICATION_MARK_READ_DENIED');
  const unreadCount = await announceUpdate(system, row);
  return { notification: toNotificationView(row), unreadCount };
}

export async function markAllUserNotificationsRead(
  options: Scoped,
): Promise<{ updated: number; unreadCount: number }> {
  const { system, userId } = options;
  const updated = await repository.markAllNotificationsRead({ db: system.db, userId });
  const unreadCount = await repository.countUnreadNotifications({ db: system.db, userId });
  system.realtime.toUser(userId, 'notifications:changed', { unreadCount });
  return { updated, unreadCount };
}

export async function setUserNotificationArchived(
  options: Scoped & { id: string; archived: boolean },
): Promise<{ notification: NotificationView; unreadCount: number }> {
  const { system, userId, id } = options;
  await getUserNotification(options);
  const row = await repository.setArchived({ db: system.db, userId, id, archived: options.archived });
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND', { id });
  const unreadCount = await announceUpdate(system, row);
  return { notification: toNotificationView(row), unreadCount };
}

export function listUserNotificationFacets(options: Scoped) {
  return repository.listNotificationFacets({ db: options.system.db, userId: options.userId });
}
