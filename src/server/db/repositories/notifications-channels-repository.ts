import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  notificationPreferences,
  type PushSubscriptionRow,
  pushSubscriptions,
  type UserRole,
  user,
  userRoles,
} from '../schema.ts';

/*
 * What the notification channels need besides the notification itself: who the audience is, where a user's
 * e-mail goes, their push subscriptions (one per browser/device) and their per-category channel preferences.
 */

/** The ids of the given users that exist (unknown ids are dropped, so a bulk send never fails on one). */
export async function listExistingUserIds(options: { db: Db; userIds: string[] }): Promise<string[]> {
  if (options.userIds.length === 0) return [];
  const rows = await options.db.select({ id: user.id }).from(user).where(inArray(user.id, options.userIds));
  return rows.map((row) => row.id);
}

export async function listUserIdsWithRole(options: { db: Db; role: UserRole }): Promise<string[]> {
  const rows = await options.db
    .selectDistinct({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, options.role));
  return rows.map((row) => row.id);
}

/** Every registered (non-anonymous) user. */
export async function listAllRegisteredUserIds(options: { db: Db }): Promise<string[]> {
  const rows = await options.db.select({ id: user.id }).from(user).where(eq(user.isAnonymous, false));
  return rows.map((row) => row.id);
}

export async function getUserContact(options: {
  db: Db;
  userId: string;
}): Promise<{ email: string; name: string; isAnonymous: boolean } | undefined> {
  const [row] = await options.db
    .select({ email: user.email, name: user.name, isAnonymous: user.isAnonymous })
    .from(user)
    .where(eq(user.id, options.userId));
  return row;
}

export function listPushSubscriptions(options: { db: Db; userId: string }): Promise<PushSubscriptionRow[]> {
  return options.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, options.userId));
}

/** Saves a browser's subscription; the same endpoint re-subscribing (even for another user) replaces the row. */
export async function upsertPushSubscription(options: {
  db: Db;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  userAgent: string | null;
}): Promise<PushSubscriptionRow> {
  const values = {
    userId: options.userId,
    endpoint: options.endpoint,
    p256dh: options.p256dh,
    auth: options.auth,
    userAgent: options.userAgent,
  };
  const [row] = await options.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('push subscription upsert returned no row');
  return row;
}

/** Removes one of the user's subscriptions by endpoint; false when they had none there. */
export async function deletePushSubscription(options: {
  db: Db;
  userId: string;
  endpoint: string;
}): Promise<boolean> {
  const rows = await options.db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, options.userId), eq(pushSubscriptions.endpoint, options.endpoint)),
    )
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the subscription is gone (404/410): forget it whoever owns it. */
export async function deletePushSubscriptionById(options: { db: Db; id: string }): Promise<void> {
  await options.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, options.id));
}

export interface CategoryPreference {
  category: string;
  push: boolean;
  email: boolean;
}

export async function listNotificationPreferences(options: {
  db: Db;
  userId: string;
}): Promise<CategoryPreference[]> {
  return options.db
    .select({
      category: notificationPreferences.category,
      push: notificationPreferences.push,
      email: notificationPreferences.email,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, options.userId));
}

export async function upsertNotificationPreferences(options: {
  db: Db;
  userId: string;
  preferences: CategoryPreference[];
}): Promise<void> {
  for (const preference of options.preferences) {
    await options.db
      .insert(notificationPreferences)
      .values({ userId: options.userId, ...preference })
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.category],
        set: { push: preference.push, email: preference.email, updatedAt: sql`now()` },
      });
  }
}
