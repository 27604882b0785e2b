import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE } from '../../../domain/constants.ts';
import type { Db } from '../client.ts';
import {
  type NewNotificationRow,
  type NotificationRow,
  type NotificationStatus,
  notifications,
} from '../schema.ts';
import { mapTableRow, queryRows, queryValue } from './sql-rows.ts';

/** Inserts one or many notifications (each names its recipient) and returns them. */
export async function insertNotifications(options: {
  db: Db;
  notifications: NewNotificationRow[];
}): Promise<NotificationRow[]> {
  if (options.notifications.length === 0) return [];
  return options.db.insert(notifications).values(options.notifications).returning();
}

export async function getNotification(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<NotificationRow | undefined> {
  const [row] = await options.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)));
  return row;
}

export interface ListNotificationsOptions {
  db: Db;
  userId: string;
  /** true: only archived; false (default): only not archived. */
  archived?: boolean;
  status?: NotificationStatus;
  /** true: only read; false: only unread; undefined: both. */
  read?: boolean;
  type?: string;
  category?: string;
  limit?: number;
  offset?: number;
}

/**
 * The user's notifications, newest first. Like the unread count, it leaves out expired ones and those
 * scheduled for later.
 */
export async function listNotifications(options: ListNotificationsOptions): Promise<NotificationRow[]> {
  const n = notifications;
  const conditions = [
    eq(n.userId, options.userId),
    options.archived ? isNotNull(n.archivedAt) : isNull(n.archivedAt),
    or(isNull(n.expiresAt), gt(n.expiresAt, sql`now()`)),
    or(isNull(n.scheduledFor), lte(n.scheduledFor, sql`now()`)),
  ];
  if (options.status) conditions.push(eq(n.status, options.status));
  if (options.read !== undefined) conditions.push(options.read ? isNotNull(n.readAt) : isNull(n.readAt));
  if (options.type) conditions.push(eq(n.type, options.type));
  if (options.category) conditions.push(eq(n.category, options.category));
  return options.db
    .select()
    .from(n)
    .where(and(...conditions))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(options.limit ?? NOTIFICATION_PAGE_SIZE)
    .offset(options.offset ?? 0);
}

/** Marks one of the user's non-archived notifications read; undefined when there is no such notification. */
export async function markNotificationRead(options: {
  db: Db;
  userId: string;
  id: string;
}): Promise<NotificationRow | undefined> {
  const [row] = await options.db
    .update(notifications)
    .set({ status: 'read', readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(
      and(
        eq(notifications.id, options.id),
        eq(notifications.userId, options.userId),
        isNull(notifications.archivedAt),
      ),
    )
    .returning();
  return row;
}

export function countUnreadNotifications(options: { db: Db; userId: string }): Promise<number> {
  return queryValue<number>(options.db, sql`select get_unread_notifications_count(${options.userId}::uuid)`);
}

/** Returns how many notifications were marked read. */
export function markAllNotificationsRead(options: { db: Db; userId: string }): Promise<number> {
  return queryValue<number>(options.db, sql`select mark_all_notifications_read(${options.userId}::uuid)`);
}

/** Deletes every expired notification (all users; a job calls it). Returns how many. */
export function cleanupExpiredNotifications(options: { db: Db }): Promise<number> {
  return queryValue<number>(options.db, sql`select cleanup_expired_notifications()`);
}

/** Pending notifications whose scheduled time has come, oldest first (all users; the sender job). */
export async function listDueScheduledNotifications(options: {
  db: Db;
  limit?: number;
}): Promise<NotificationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from get_pending_scheduled_notifications(${options.limit ?? 100}::integer)`,
  );
  return rows.map((row) => mapTableRow(notifications, row));
}

/** Any user's notification by id (the delivery job and channels; never answer a user with it unscoped). */
export async function findNotificationById(options: {
  db: Db;
  id: string;
}): Promise<NotificationRow | undefined> {
  const [row] = await options.db.select().from(notifications).where(eq(notifications.id, options.id));
  return row;
}

/**
 * Archives (archived_at set, the first time kept) or unarchives one of the user's notifications; undefined when
 * it is not theirs.
 */
export async function setArchived(options: {
  db: Db;
  userId: string;
  id: string;
  archived: boolean;
}): Promise<NotificationRow | undefined> {
  const [row] = await options.db
    .update(notifications)
    .set({ archivedAt: options.archived ? sql`coalesce(${notifications.archivedAt}, now())` : null })
    .where(and(eq(notifications.id, options.id), eq(notifications.userId, options.userId)))
    .returning();
  return row;
}

/**
 * Records a delivery attempt's outcome. The status only moves forward from pending/sent, so a notification read
 * while its e-mail was still on the way stays read.
 */
export async function recordNotificationDelivery(options: {
  db: Db;
  id: string;
  status: NotificationStatus;
  metadata: NotificationRow['metadata'];
  deliveredAt: Date | null;
}): Promise<NotificationRow | undefined> {
  const n = notifications;
  const [row] = await options.db
    .update(n)
    .set({
      status: sql`case when ${n.status} in ('pending', 'sent') then ${options.status} else ${n.status} end`,
      metadata: options.metadata,
      deliveredAt: options.deliveredAt
        ? sql`coalesce(${n.deliveredAt}, ${options.deliveredAt})`
        : n.deliveredAt,
    })
    .where(eq(n.id, options.id))
    .returning();
  return row;
}

/**
 * Moves a due pending notification to sent and returns it; undefined when another worker claimed it first, so a
 * scheduled notification is delivered once even with several processes polling.
 */
export async function claimPendingNotification(options: {
  db: Db;
  id: string;
  /** Only when scheduled at or before this time (and not expired by then). */
  dueBy: Date;
}): Promise<NotificationRow | undefined> {
  const n = notifications;
  const [row] = await options.db
    .update(n)
    .set({ status: 'sent' })
    .where(
      and(
        eq(n.id, options.id),
        eq(n.status, 'pending'),
        isNull(n.archivedAt),
        or(isNull(n.scheduledFor), lte(n.scheduledFor, options.dueBy)),
        or(isNull(n.expiresAt), gt(n.expiresAt, options.dueBy)),
      ),
    )
    .returning();
  return row;
}

/** Deletes read notifications older than `days` days (all users; a job calls it). Returns how many. */
export async function deleteOldReadNotifications(options: { db: Db; days: number }): Promise<number> {
  const n = notifications;
  const deleted = await options.db
    .delete(n)
    .where(and(isNotNull(n.readAt), lte(n.readAt, sql`now() - make_interval(days => ${options.days})`)))
    .returning({ id: n.id });
  return deleted.length;
}

/** The distinct types and categories among the user's notifications, for the inbox filters. */
export async function listNotificationFacets(options: {
  db: Db;
  userId: string;
}): Promise<{ types: string[]; categories: string[] }> {
  const rows = await options.db
    .selectDistinct({ type: notifications.type, category: notifications.category })
    .from(notifications)
    .where(eq(notifications.userId, options.userId));
  const types = [...new Set(rows.map((r) => r.type))].sort();
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  return { types, categories };
}
