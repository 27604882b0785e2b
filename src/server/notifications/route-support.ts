import { z } from '@hono/zod-openapi';
import { AppError } from '../../domain/errors.ts';
import { toAppError } from '../../domain/validation.ts';

/** Request validation answers with the catalogue code and message of the domain schema that failed. */
export const catalogueHook = (result: { success: boolean; error?: unknown }): undefined => {
  if (!result.success) {
    const issue = (result.error as { issues?: z.core.$ZodIssue[] } | undefined)?.issues?.[0];
    throw issue ? toAppError(issue) : new AppError('VALIDATION_FAILED', { detail: 'Invalid request' });
  }
};

const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .openapi('NotificationError');

export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });

export const notificationViewSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    preview: z.string(),
    icon: z.string().nullable(),
    image: z.string().nullable(),
    type: z.string(),
    category: z.string(),
    priority: z.enum(['low', 'normal', 'high', 'urgent']),
    channels: z.array(z.enum(['in_app', 'push', 'email'])),
    status: z.enum(['pending', 'sent', 'delivered', 'read', 'failed']),
    actionUrl: z.string().nullable(),
    actionLabel: z.string().nullable(),
    metadata: z.record(z.string(), z.unknown()),
    relatedEntityType: z.string().nullable(),
    relatedEntityId: z.string().nullable(),
    readAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    scheduledFor: z.string().nullable(),
    expiresAt: z.string().nullable(),
    archivedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Notification');

export const changeResultSchema = z.object({
  notification: notificationViewSchema,
  unreadCount: z.number().int(),
});

export const notificationIdParams = z.object({
  // Any text: an id that is not a UUID simply matches no notification (404 with the catalogue message).
  id: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
