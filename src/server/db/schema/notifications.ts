import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, isOneOf, primaryId, timestampTz, updatedAt } from './columns.ts';

export const notificationPriorityValues = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof notificationPriorityValues)[number];
export const notificationChannelValues = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof notificationChannelValues)[number];
export const notificationStatusValues = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type NotificationStatus = (typeof notificationStatusValues)[number];

/** failureReason/failedAt and per-channel delivery status live here (SPEC §3). */
export type NotificationMetadata = Record<string, unknown>;

export const notifications = pgTable(
  'notifications',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    icon: text('icon'),
    image: text('image'),
    type: text('type').notNull().default('system'),
    category: text('category').notNull().default('general'),
    priority: text('priority').$type<NotificationPriority>().notNull().default('normal'),
    channels: text('channels').array().$type<NotificationChannel[]>().notNull().default(['in_app']),
    status: text('status').$type<NotificationStatus>().notNull().default('pending'),
    actionUrl: text('action_url'),
    actionLabel: text('action_label'),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    relatedEntityType: text('related_entity_type'),
    relatedEntityId: text('related_entity_id'),
    readAt: timestampTz('read_at'),
    deliveredAt: timestampTz('delivered_at'),
    scheduledFor: timestampTz('scheduled_for'),
    expiresAt: timestampTz('expires_at'),
    archivedAt: timestampTz('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notifications_user_id_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_id_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.archivedAt} is null`),
    index('notifications_pending_scheduled_idx')
      .on(t.scheduledFor)
      .where(sql`${t.status} = 'pending' and ${t.scheduledFor} is not null`),
    index('notifications_expires_at_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
    check('notifications_priority_check', isOneOf(t.priority, notificationPriorityValues)),
    check('notifications_status_check', isOneOf(t.status, notificationStatusValues)),
    check(
      'notifications_channels_check',
      sql`cardinality(${t.channels}) >= 1 and ${t.channels} <@ array['in_app', 'push', 'email']::text[]`,
    ),
  ],
);

/** A browser's Web Push subscription (VAPID). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

/** Per-category opt-in for the push and e-mail channels (in-app is always on). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    push: boolean('push').notNull().default(true),
    email: boolean('email').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('notification_preferences_user_id_category_key').on(t.userId, t.category)],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
