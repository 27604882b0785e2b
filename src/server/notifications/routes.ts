import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { listNotificationsQuerySchema } from '../../domain/notification.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import type { AppEnv } from '../http/request-context.ts';
import {
  countUnread,
  getUserNotification,
  listUserNotificationFacets,
  listUserNotifications,
  markAllUserNotificationsRead,
  markUserNotificationRead,
  setUserNotificationArchived,
} from './manage-notifications.ts';
import type { NotificationSystem } from './notification-system.ts';
import { toNotificationView } from './notification-view.ts';
import {
  catalogueHook,
  changeResultSchema,
  errorResponse,
  json,
  notificationIdParams,
  notificationViewSchema,
} from './route-support.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerUnsubscribeRoutes } from './unsubscribe-routes.ts';

const tags = ['Notifications'];
const unauthenticated = errorResponse('User not authenticated');

const listRoute = createRoute({
  method: 'get',
  path: '/api/notifications',
  tags,
  summary: "The caller's notifications, newest first (archived ones only with archived=true); 10 a page",
  request: { query: listNotificationsQuerySchema },
  responses: {
    200: {
      description: 'A page; nextCursor is the offset of the next page',
      ...json(z.object({ items: z.array(notificationViewSchema), nextCursor: z.string().optional() })),
    },
    401: unauthenticated,
  },
});

const countRoute = createRoute({
  method: 'get',
  path: '/api/notifications/unread-count',
  tags,
  summary: 'Unread, not archived, not expired and already due notifications of the caller',
  responses: {
    200: { description: 'The count', ...json(z.object({ count: z.number().int() })) },
    401: unauthenticated,
  },
});

const facetsRoute = createRoute({
  method: 'get',
  path: '/api/notifications/facets',
  tags,
  summary: 'The types and categories among the caller’s notifications (inbox filters)',
  responses: {
    200: {
      description: 'Facets',
      ...json(z.object({ types: z.array(z.string()), categories: z.array(z.string()) })),
    },
    401: unauthenticated,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/notifications/{id}',
  tags,
  summary: 'One of the caller’s notifications',
  request: { params: notificationIdParams },
  responses: {
    200: { description: 'The notification', ...json(notificationViewSchema) },
    404: errorResponse('Notification with ID … not found'),
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/api/notifications/{id}/read',
  tags,
  summary: 'Mark one notification read (owner only, not archived)',
  request: { params: notificationIdParams },
  responses: {
    200: { description: 'The notification and the new unread count', ...json(changeResultSchema) },
    404: errorResponse('Notification not found, already archived, or access denied'),
    500: errorResponse('Failed to mark notification as read'),
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/api/notifications/read-all',
  tags,
  summary: 'Mark every unread notification of the caller read',
  responses: {
    200: {
      description: 'How many changed; the count is then 0',
      ...json(z.object({ updated: z.number().int(), unreadCount: z.number().int() })),
    },
    500: errorResponse('Failed to mark all notifications as read'),
  },
});

const archiveRoute = (action: 'archive' | 'unarchive') =>
  createRoute({
    method: 'post',
    path: `/api/notifications/{id}/${action}`,
    tags,
    summary: action === 'archive' ? 'Archive a notification' : 'Bring an archived notification back',
    request: { params: notificationIdParams },
    responses: {
      200: { description: 'The notification and the new unread count', ...json(changeResultSchema) },
      404: errorResponse('Notification with ID … not found'),
      500: errorResponse(
        action === 'archive' ? 'Failed to archive notification' : 'Failed to unarchive notification',
      ),
    },
  });

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>, system: NotificationSystem): void {
  // Before /api/notifications/{id}, which would otherwise take "unsubscribe" for an id.
  registerUnsubscribeRoutes(app, system);
  app.openapi(
    listRoute,
    async (c) => {
      const user = requireUser(c);
      const page = await listUserNotifications({ system, userId: user.id, query: c.req.valid('query') });
      return c.json(page, 200);
    },
    catalogueHook,
  );

  app.openapi(countRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ count: await countUnread({ system, userId: user.id }) }, 200);
  });

  app.openapi(facetsRoute, async (c) => {
    const user = requireUser(c);
    return c.json(await listUserNotificationFacets({ system, userId: user.id }), 200);
  });

  app.openapi(readAllRoute, async (c) => {
    const user = requireUser(c);
    const result = await failAs('MARK_ALL_NOTIFICATIONS_READ_FAILED', c.var.log, () =>
      markAllUserNotificationsRead({ system, userId: user.id }),
    );
    return c.json(result, 200);
  });

  // Registered before /{id} so "preferences" and "push-subscriptions" are not taken for ids.
  registerSettingsRoutes(app, system);

  app.openapi(
    getRoute,
    async (c) => {
      const user = requireUser(c);
      const row = await getUserNotification({ system, userId: user.id, id: c.req.valid('param').id });
      return c.json(toNotificationView(row), 200);
    },
    catalogueHook,
  );

  app.openapi(
    readRoute,
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const result = await failAs('MARK_NOTIFICATION_READ_FAILED', c.var.log, () =>
        markUserNotificationRead({ system, userId: user.id, id }),
      );
      return c.json(result, 200);
    },
    catalogueHook,
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.openapi(
      archiveRoute(action),
      async (c) => {
        const user = requireUser(c);
        const { id } = c.req.valid('param');
        const code = action === 'archive' ? 'ARCHIVE_NOTIFICATION_FAILED' : 'UNARCHIVE_NOTIFICATION_FAILED';
        const result = await failAs(code, c.var.log, () =>
          setUserNotificationArchived({ system, userId: user.id, id, archived: action === 'archive' }),
        );
        return c.json(result, 200);
      },
      catalogueHook,
    );
  }
}
