/**
 * The statements of the notification send path, one per step however many recipients a send has: store a batch
 * (with each recipient's new unread count), claim due scheduled ones, record delivery states, and read the
 * recipients' channel preferences. Rows travel as one JSON parameter (jsonb_to_recordset), so a batch of any size
 * is one round trip and one short statement text.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type NotificationRow, type NotificationStatus, notifications } from '../schema.ts';
import { mapTableRow, queryRows } from './sql-rows.ts';

/** A notification to store, with its delivery state decided before the insert. */
export interface NotificationToStore {
  id: string;
  userId: string;
  title: string;
  body: string;
  icon: string | null;
  image: string | null;
  type: string;
  category: string;
  priority: string;
  channels: string[];
  status: NotificationStatus;
  actionUrl: string | null;
  actionLabel: string | null;
  metadata: NotificationRow['metadata'];
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  /** Stamp delivered_at with the insert's time. */
  delivered: boolean;
  scheduledFor: Date | null;
  expiresAt: Date | null;
}

export interface StoredWithCount {
  row: NotificationRow;
  /** The recipient's unread count once this statement's rows are in. */
  unreadCount: number;
}

function withCounts(raw: Record<string, unknown>[]): StoredWithCount[] {
  return raw.map((r) => ({ row: mapTableRow(notifications, r), unreadCount: Number(r.unread_count) }));
}

/**
 * Inserts the batch in one statement and returns each row with its recipient's unread count. The count is the
 * recipient's unread notifications as of the statement (get_unread_notifications_count cannot see rows the same
 * statement inserts) plus the batch's own unread rows for them — so it is exact at commit time.
 */
export async function insertNotificationBatch(options: {
  db: Db;
  notifications: NotificationToStore[];
}): Promise<StoredWithCount[]> {
  if (options.notifications.length === 0) return [];
  const input = JSON.stringify(
    options.notifications.map((n) => ({
      id: n.id,
      user_id: n.userId,
      title: n.title,
      body: n.body,
      icon: n.icon,
      image: n.image,
      type: n.type,
      category: n.category,
      priority: n.priority,
      channels: n.channels,
      status: n.status,
      action_url: n.actionUrl,
      action_label: n.actionLabel,
      metadata: n.metadata,
      related_entity_type: n.relatedEntityType,
      related_entity_id: n.relatedEntityId,
      delivered: n.delivered,
      scheduled_for: n.scheduledFor?.toISOString() ?? null,
      expires_at: n.expiresAt?.toISOString() ?? null,
    })),
  );
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as r(
        id uuid, user_id uuid, title text, body text, icon text, image text, type text, category text,
        priority text, channels text[], status text, action_url text, action_label text, metadata jsonb,
        related_entity_type text, related_entity_id text, delivered boolean, scheduled_for timestamptz,
        expires_at timestamptz)
    ), inserted as (
      insert into notifications (id, user_id, title, body, icon, image, type, category, priority, channels, status,
        action_url, action_label, metadata, related_entity_type, related_entity_id, delivered_at, scheduled_for,
        expires_at)
      select id, user_id, title, body, icon, image, type, category, priority, channels, status, action_url,
        action_label, metadata, related_entity_type, related_entity_id, case when delivered then now() end,
        scheduled_for, expires_at
      from input
      returning *
    )
    select inserted.*,
      (get_unread_notifications_count(inserted.user_id)
        + count(*) filter (where (inserted.scheduled_for is null or inserted.scheduled_for <= now())
                             and (inserted.expires_at is null or inserted.expires_at > now()))
          over (partition by inserted.user_id))::integer as unread_count
    from inserted`,
  );
  return withCounts(rows);
}

/**
 * Moves the given pending notifications that are due by `dueBy` (and not archived or expired by then) to sent,
 * in one statement, and returns them: a notification another worker claimed first is simply not returned, so a
 * scheduled notification is delivered once even with several processes working.
 */
export async function claimDueNotifications(options: {
  db: Db;
  ids: string[];
  dueBy: Date;
}): Promise<NotificationRow[]> {
  if (options.ids.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`update notifications set status = 'sent', updated_at = now()
      where id = any(${`{${options.ids.join(',')}}`}::uuid[])
        and status = 'pending'
        and archived_at is null
        and (scheduled_for is null or scheduled_for <= ${options.dueBy.toISOString()}::timestamptz)
        and (expires_at is null or expires_at > ${options.dueBy.toISOString()}::timestamptz)
      returning *`,
  );
  return rows.map((r) => mapTableRow(notifications, r));
}

export interface DeliveryRecord {
  id: string;
  status: NotificationStatus;
  metadata: NotificationRow['metadata'];
  /** Stamp delivered_at (the first stamp is kept). */
  delivered: boolean;
}

/**
 * Records delivery states for a batch in one statement and returns the rows with their recipient's unread count.
 * The status only moves forward from pending/sent, so a notification read while its e-mail was on the way stays
 * read. Recording never changes what counts as unread, so the count read in the same statement is current.
 */
export async function recordDeliveries(options: {
  db: Db;
  records: DeliveryRecord[];
}): Promise<StoredWithCount[]> {
  if (options.records.length === 0) return [];
  const input = JSON.stringify(
    options.records.map((r) => ({
      id: r.id,
      status: r.status,
      metadata: r.metadata,
      delivered: r.delivered,
    })),
  );
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`with input as (
      select * from jsonb_to_recordset(${input}::jsonb) as r(id uuid, status text, metadata jsonb, delivered boolean)
    ), updated as (
      update notifications n set
        status = case when n.status in ('pending', 'sent') then input.status else n.status end,
        metadata = input.metadata,
        delivered_at = case when input.delivered then coalesce(n.delivered_at, now()) else n.delivered_at end,
        updated_at = now()
      from input
      where n.id = input.id
      returning n.*
    )
    select updated.*, get_unread_notifications_count(updated.user_id) as unread_count from updated`,
  );
  return withCounts(rows);
}

/**
 * Notifications whose e-mail or push delivery was recorded as pending more than `olderThanSeconds` ago and never
 * finished (the process stopped mid-send): the sweep finishes them. Oldest first.
 */
export async function listStalledChannelDeliveries(options: {
  db: Db;
  olderThanSeconds: number;
  limit: number;
}): Promise<NotificationRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    options.db,
    sql`select * from notifications
      where updated_at < now() - make_interval(secs => ${options.olderThanSeconds})
        and archived_at is null
        and (metadata -> 'channels' -> 'email' ->> 'status' = 'pending'
          or metadata -> 'channels' -> 'push' ->> 'status' = 'pending')
      order by created_at
      limit ${options.limit}`,
  );
  return rows.map((r) => mapTableRow(notifications, r));
}

export interface UserCategoryPreference {
  userId: string;
  push: boolean;
  email: boolean;
}

/** The saved push/e-mail choice for one category of each given user that saved one, in one query. */
export async function listCategoryPreferences(options: {
  db: Db;
  userIds: string[];
  category: string;
}): Promise<UserCategoryPreference[]> {
  if (options.userIds.length === 0) return [];
  const rows = await queryRows<{ user_id: string; push: boolean; email: boolean }>(
    options.db,
    sql`select user_id, push, email from notification_preferences
      where category = ${options.category} and user_id = any(${`{${options.userIds.join(',')}}`}::uuid[])`,
  );
  return rows.map((r) => ({ userId: r.user_id, push: r.push, email: r.email }));
}
