import { check, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, isOneOf, primaryId, timestampTz, updatedAt } from './columns.ts';

export const userRoleValues = ['admin', 'moderator', 'whatsapp_admin'] as const;
export type UserRole = (typeof userRoleValues)[number];

/** Public profile; its id is the user's id. */
export const profiles = pgTable('profiles', {
  id: uuid('id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text('username'),
  fullName: text('full_name'),
  avatarUrl: text('avatar_url'),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('user_roles_user_id_role_key').on(t.userId, t.role),
    check('user_roles_role_check', isOneOf(t.role, userRoleValues)),
  ],
);

/**
 * Failed sign-in counter per account (not per IP): 5 failures lock the account for 15 minutes (SPEC §5).
 * Keyed by a normalised account key such as lower(email), so it works before a user row is known.
 */
export const loginAttempts = pgTable('login_attempts', {
  accountKey: text('account_key').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestampTz('locked_until'),
  lastFailedAt: timestampTz('last_failed_at'),
  updatedAt: updatedAt(),
});

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRoleRow = typeof userRoles.$inferSelect;
