import {
  type CategoryPreference,
  DEFAULT_CHANNEL_PREFERENCE,
  NOTIFICATION_PREFERENCE_CATEGORIES,
  type PushSubscriptionInput,
} from '../../domain/notification-api.ts';
import * as repository from '../db/repositories/notifications-channels-repository.ts';
import type { NotificationSystem } from './notification-system.ts';

type Scoped = { system: NotificationSystem; userId: string };

/** The listed categories (defaults where nothing is saved) plus any other category the user saved. */
export async function getNotificationPreferences(options: Scoped): Promise<CategoryPreference[]> {
  const saved = await repository.listNotificationPreferences({
    db: options.system.db,
    userId: options.userId,
  });
  const byCategory = new Map(saved.map((p) => [p.category, p]));
  const listed = NOTIFICATION_PREFERENCE_CATEGORIES.map(
    ({ id }) => byCategory.get(id) ?? { category: id, ...DEFAULT_CHANNEL_PREFERENCE },
  );
  const others = saved.filter((p) => !NOTIFICATION_PREFERENCE_CATEGORIES.some(({ id }) => id === p.category));
  return [...listed, ...others];
}

export async function updateNotificationPreferences(
  options: Scoped & { preferences: CategoryPreference[] },
): Promise<CategoryPreference[]> {
  await repository.upsertNotificationPreferences({
    db: options.system.db,
    userId: options.userId,
    preferences: options.preferences,
  });
  return getNotificationPreferences(options);
}

export async function savePushSubscription(
  options: Scoped & { subscription: PushSubscriptionInput; userAgent: string | null },
): Promise<void> {
  await repository.upsertPushSubscription({
    db: options.system.db,
    userId: options.userId,
    endpoint: options.subscription.endpoint,
    p256dh: options.subscription.keys.p256dh,
    auth: options.subscription.keys.auth,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
  });
}

export function removePushSubscription(options: Scoped & { endpoint: string }): Promise<boolean> {
  return repository.deletePushSubscription({
    db: options.system.db,
    userId: options.userId,
    endpoint: options.endpoint,
  });
}

export async function countPushSubscriptions(options: Scoped): Promise<number> {
  return (await repository.listPushSubscriptions({ db: options.system.db, userId: options.userId })).length;
}
