import { check, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, isOneOf, primaryId, timestampTz, updatedAt } from './columns.ts';

export const presenceStatusValues = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof presenceStatusValues)[number];
export const deviceTypeValues = ['desktop', 'mobile', 'tablet', 'pwa'] as const;
export type DeviceType = (typeof deviceTypeValues)[number];

/** One row per user and browser session (the client keeps its session id in session storage). */
export const userPresence = pgTable(
  'user_presence',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<PresenceStatus>().notNull().default('online'),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    lastActivityAt: timestampTz('last_activity_at').notNull().defaultNow(),
    currentPage: text('current_page'),
    sessionId: text('session_id').notNull(),
    userAgent: text('user_agent'),
    deviceType: text('device_type').$type<DeviceType>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('user_presence_user_id_session_id_key').on(t.userId, t.sessionId),
    index('user_presence_status_last_seen_at_idx').on(t.status, t.lastSeenAt),
    check('user_presence_status_check', isOneOf(t.status, presenceStatusValues)),
    check('user_presence_device_type_check', isOneOf(t.deviceType, deviceTypeValues)),
  ],
);

/** Traffic analytics; user_id is null for visitors who are not signed in. */
export const pageViews = pgTable(
  'page_views',
  {
    id: primaryId(),
    path: text('path').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    referrer: text('referrer'),
    createdAt: createdAt(),
  },
  (t) => [
    index('page_views_created_at_idx').on(t.createdAt),
    index('page_views_path_created_at_idx').on(t.path, t.createdAt),
    index('page_views_user_id_idx').on(t.userId),
  ],
);

export type PresenceRow = typeof userPresence.$inferSelect;
