import { previewNotificationBody } from '../../domain/notification.ts';
import type { NotificationView } from '../../domain/notification-api.ts';
import type { NotificationRow } from '../db/schema.ts';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    preview: previewNotificationBody(row.body),
    icon: row.icon,
    image: row.image,
    type: row.type,
    category: row.category,
    priority: row.priority,
    channels: row.channels,
    status: row.status,
    actionUrl: row.actionUrl,
    actionLabel: row.actionLabel,
    metadata: row.metadata,
    relatedEntityType: row.relatedEntityType,
    relatedEntityId: row.relatedEntityId,
    readAt: iso(row.readAt),
    deliveredAt: iso(row.deliveredAt),
    scheduledFor: iso(row.scheduledFor),
    expiresAt: iso(row.expiresAt),
    archivedAt: iso(row.archivedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
