/**
 * The notifications wire protocol, declared once for server and web: the JSON view of a notification, the
 * realtime events sent to a user's room, and the request schemas of the preference and push-subscription
 * endpoints.
 */
import { z } from 'zod';
import type {
  NotificationChannel,
  NotificationMetadata,
  NotificationPriority,
  NotificationStatus,
} from './notification.ts';

/** A notification as the API and the realtime events carry it (times as ISO strings). */
export interface NotificationView {
  id: string;
  title: string;
  body: string;
  /** The body cut to the preview length (100 characters) with "...". */
  preview: string;
  icon: string | null;
  image: string | null;
  type: string;
  category: string;
  priority: NotificationPriority;
  channels: NotificationChannel[];
  status: NotificationStatus;
  actionUrl: string | null;
  actionLabel: string | null;
  metadata: NotificationMetadata;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  readAt: string | null;
  deliveredAt: string | null;
  scheduledFor: string | null;
  expiresAt: string | null;
  archivedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The socket.io room of a user: every tab and device of theirs joins it. */
export function userRoom(userId: string): string {
  return `user:${userId}`;
}

export interface NotificationChangePayload {
  notification: NotificationView;
  /** The user's unread count after the change, so a client never has to guess it. */
  unreadCount: number;
}

/** Events the server sends to `user:<id>`. */
export interface UserServerEvents {
  'notification:created': (payload: NotificationChangePayload) => void;
  'notification:updated': (payload: NotificationChangePayload) => void;
  /** Several rows changed at once (mark all read): refetch the list; the count is authoritative. */
  'notifications:changed': (payload: { unreadCount: number }) => void;
}
export type UserServerEventName = keyof UserServerEvents;
export type UserServerEventPayload<E extends UserServerEventName> = Parameters<UserServerEvents[E]>[0];

/** Categories offered on /account/notifications (a notification may carry any category; these are listed). */
export const NOTIFICATION_PREFERENCE_CATEGORIES = [
  { id: 'general', label: 'General', description: 'Announcements and everything without a category.' },
  { id: 'account', label: 'Account', description: 'Sign-ins, upgrades and changes to your account.' },
  { id: 'journey', label: 'Idea journey', description: 'Documents written and stages completed.' },
  { id: 'product', label: 'Product updates', description: 'New features and releases of Ideaforge.' },
] as const;

/** In-app is always on; push and e-mail are on until the user turns them off for a category. */
export const DEFAULT_CHANNEL_PREFERENCE = { push: true, email: true } as const;

export const categoryPreferenceSchema = z.object({
  category: z.string().trim().min(1).max(64),
  push: z.boolean(),
  email: z.boolean(),
});
export type CategoryPreference = z.output<typeof categoryPreferenceSchema>;

export const updatePreferencesSchema = z.object({
  preferences: z.array(categoryPreferenceSchema).min(1).max(50),
});

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'Push endpoint must be an https URL' }).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(256),
  }),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

export const deletePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });
