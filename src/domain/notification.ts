/**
 * Notifications: the shape, the creation rules (trimmed non-empty title and body, at least one channel, schedule
 * and expiry in the future), defaults, ownership and the list query. Status changes live in notification-status.ts.
 * Pure functions over plain objects; `now` is always passed in so the rules are testable and clock-agnostic.
 */
import { z } from 'zod';
import {
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PREVIEW_LENGTH,
} from './constants.ts';
import { AppError } from './errors.ts';
import { createId, dateSchema, uuidSchema } from './message.ts';
import { userRoleSchema } from './roles.ts';
import { truncateWithEllipsis } from './text.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const NOTIFICATION_STATUSES = ['pending', 'sent', 'delivered', 'read', 'failed'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const DEFAULT_NOTIFICATION_PRIORITY: NotificationPriority = 'normal';
export const DEFAULT_NOTIFICATION_CHANNELS: readonly NotificationChannel[] = ['in_app'];
export const DEFAULT_NOTIFICATION_TYPE = 'info';
export const DEFAULT_NOTIFICATION_CATEGORY = 'general';

export interface ChannelDelivery {
  status: 'pending' | 'delivered' | 'failed';
  deliveredAt?: string;
  error?: string;
}

/** Free-form JSON; these keys are the ones the domain writes. Times are ISO strings because it is stored as JSON. */
export interface NotificationMetadata {
  failureReason?: string;
  failedAt?: string;
  channels?: Partial<Record<NotificationChannel, ChannelDelivery>>;
  [key: string]: unknown;
}

export interface Notification {
  id: string;
  userId: string;
  title: string;
  body: string;
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
  readAt: Date | null;
  deliveredAt: Date | null;
  scheduledFor: Date | null;
  expiresAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A link target that cannot run script: a same-site path or an http(s) address. */
function isSafeActionUrl(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  return /^https?:\/\/[^\s]+$/i.test(url);
}

const optionalText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : text))
  .nullish();

export const notificationContentSchema = z.object({
  title: z
    .string(catalogued('NOTIFICATION_TITLE_EMPTY'))
    .trim()
    .min(1, catalogued('NOTIFICATION_TITLE_EMPTY')),
  body: z.string(catalogued('NOTIFICATION_BODY_EMPTY')).trim().min(1, catalogued('NOTIFICATION_BODY_EMPTY')),
  icon: optionalText,
  image: optionalText,
  type: z.string().trim().min(1).default(DEFAULT_NOTIFICATION_TYPE),
  category: z.string().trim().min(1).default(DEFAULT_NOTIFICATION_CATEGORY),
  priority: z.enum(NOTIFICATION_PRIORITIES).default(DEFAULT_NOTIFICATION_PRIORITY),
  channels: z
    .array(z.enum(NOTIFICATION_CHANNELS), catalogued('NOTIFICATION_CHANNEL_REQUIRED'))
    .min(1, catalogued('NOTIFICATION_CHANNEL_REQUIRED'))
    .transform((channels) => [...new Set(channels)])
    .default([...DEFAULT_NOTIFICATION_CHANNELS]),
  actionUrl: optionalText.refine(
    (url) => url == null || isSafeActionUrl(url),
    catalogued('NOTIFICATION_ACTION_URL_INVALID'),
  ),
  actionLabel: optionalText,
  metadata: z.record(z.string(), z.unknown()).default({}),
  relatedEntityType: optionalText,
  relatedEntityId: optionalText,
  scheduledFor: dateSchema(
    catalogued('VALIDATION_FAILED', { detail: 'scheduledFor must be a date' }),
  ).nullish(),
  expiresAt: dateSchema(catalogued('VALIDATION_FAILED', { detail: 'expiresAt must be a date' })).nullish(),
});
export type NotificationContent = z.input<typeof notificationContentSchema>;

/** POST /api/admin/notifications: the content plus exactly one audience. */
export const sendNotificationRequestSchema = notificationContentSchema
  .extend({
    userIds: z
      .array(uuidSchema(catalogued('USER_ID_REQUIRED')))
      .min(1)
      .optional(),
    role: userRoleSchema.optional(),
    all: z.literal(true).optional(),
  })
  .refine(
    (request) => [request.userIds, request.role, request.all].filter((a) => a !== undefined).length === 1,
    catalogued('NOTIFICATION_AUDIENCE_REQUIRED'),
  );

/** Schedule and expiry must lie ahead, and a notification must not expire before it is sent. */
function assertTiming(scheduledFor: Date | null, expiresAt: Date | null, now: Date): void {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new AppError('NOTIFICATION_EXPIRY_NOT_FUTURE');
  if (scheduledFor && scheduledFor.getTime() <= now.getTime()) {
    throw new AppError('NOTIFICATION_SCHEDULE_NOT_FUTURE');
  }
  if (scheduledFor && expiresAt && expiresAt.getTime() <= scheduledFor.getTime()) {
    throw new AppError('NOTIFICATION_EXPIRY_BEFORE_SCHEDULE');
  }
}

export function createNotification(
  userId: string,
  content: NotificationContent,
  options: { now: Date; id?: string },
): Notification {
  if (userId.trim() === '') throw new AppError('USER_ID_REQUIRED');
  const parsed = parseOrThrow(notificationContentSchema, content);
  const scheduledFor = parsed.scheduledFor ?? null;
  const expiresAt = parsed.expiresAt ?? null;
  assertTiming(scheduledFor, expiresAt, options.now);
  return {
    id: options.id ?? createId(),
    userId,
    ...parsed,
    icon: parsed.icon ?? null,
    image: parsed.image ?? null,
    actionUrl: parsed.actionUrl ?? null,
    actionLabel: parsed.actionLabel ?? null,
    relatedEntityType: parsed.relatedEntityType ?? null,
    relatedEntityId: parsed.relatedEntityId ?? null,
    status: 'pending',
    readAt: null,
    deliveredAt: null,
    scheduledFor,
    expiresAt,
    archivedAt: null,
    createdAt: options.now,
    updatedAt: options.now,
  };
}

export function previewNotificationBody(
  body: string,
  maxLength: number = NOTIFICATION_PREVIEW_LENGTH,
): string {
  return truncateWithEllipsis(body, maxLength);
}

type Owned = Pick<Notification, 'id' | 'userId'>;

/** Logged as "not authorized"; the 404 status keeps another user from learning it exists. */
export function assertNotificationOwner(notification: Owned, userId: string): void {
  if (notification.userId !== userId) {
    throw new AppError('NOTIFICATION_NOT_AUTHORIZED', { userId, notificationId: notification.id });
  }
}

/** Only the owner may mark it read, and not once it is archived. */
export function canMarkNotificationRead(
  notification: Owned & Pick<Notification, 'archivedAt'>,
  userId: string,
) {
  return notification.userId === userId && notification.archivedAt === null;
}

export function assertCanMarkNotificationRead(
  notification: (Owned & Pick<Notification, 'archivedAt'>) | null | undefined,
  userId: string,
): void {
  if (!notification || !canMarkNotificationRead(notification, userId)) {
    throw new AppError('NOTIFICATION_MARK_READ_DENIED');
  }
}

const booleanQuery = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** GET /api/notifications: archived ones are left out unless asked for. */
export const listNotificationsQuerySchema = z.object({
  archived: booleanQuery.default(false),
  status: z.enum(NOTIFICATION_STATUSES).optional(),
  read: booleanQuery.optional(),
  type: z.string().trim().min(1).optional(),
  category: z.string().trim().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_MAX_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;
