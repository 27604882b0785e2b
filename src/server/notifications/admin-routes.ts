import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sendNotificationRequestSchema } from '../../domain/notification.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { NotificationSystem } from './notification-system.ts';
import { catalogueHook, errorResponse, json } from './route-support.ts';
import { type Audience, resolveAudience, sendNotifications } from './send-notifications.ts';

const sentSchema = z.object({
  count: z.number().int(),
  scheduledFor: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      status: z.string(),
      metadata: z.record(z.string(), z.unknown()),
    }),
  ),
});

const sendRoute = createRoute({
  method: 'post',
  path: '/api/admin/notifications',
  tags: ['admin'],
  summary: 'Send a notification to users (userIds), a role, or every registered user (all: true)',
  request: { body: { required: true, ...json(sendNotificationRequestSchema) } },
  responses: {
    201: {
      description: 'Stored (and delivered unless scheduled), with each channel’s outcome',
      ...json(sentSchema),
    },
    400: errorResponse('Notification title cannot be empty, … (the rule broken)'),
    401: errorResponse('User not authenticated'),
    403: errorResponse('Access denied'),
    500: errorResponse('Failed to send notification / Failed to send bulk notifications'),
  },
});

export function registerAdminNotificationRoutes(app: OpenAPIHono<AppEnv>, system: NotificationSystem): void {
  app.openapi(
    sendRoute,
    async (c) => {
      const { userIds, role, all, ...content } = c.req.valid('json');
      const audience: Audience = userIds ? { userIds } : role ? { role } : { all: true as const };
      const recipients = await resolveAudience(system, audience);
      const rows = await sendNotifications({ system, userIds: recipients, content });
      c.var.log.info(
        { recipients: rows.length, audience: userIds ? 'users' : (role ?? 'all') },
        'notification sent',
      );
      return c.json(
        {
          count: rows.length,
          scheduledFor: rows[0]?.scheduledFor?.toISOString() ?? null,
          items: rows.map((row) => ({
            id: row.id,
            userId: row.userId,
            status: row.status,
            metadata: row.metadata,
          })),
        },
        201,
      );
    },
    catalogueHook,
  );
}
