import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  categoryPreferenceSchema,
  deletePushSubscriptionSchema,
  pushSubscriptionSchema,
  updatePreferencesSchema,
} from '../../domain/notification-api.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import type { AppEnv } from '../http/request-context.ts';
import {
  countPushSubscriptions,
  getNotificationPreferences,
  removePushSubscription,
  savePushSubscription,
  updateNotificationPreferences,
} from './notification-settings.ts';
import type { NotificationSystem } from './notification-system.ts';
import { toNotificationView } from './notification-view.ts';
import { catalogueHook, errorResponse, json, notificationViewSchema } from './route-support.ts';
import { sendNotifications } from './send-notifications.ts';

const tags = ['Notification settings'];
const preferencesSchema = z.object({ preferences: z.array(categoryPreferenceSchema) });

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/api/notifications/preferences',
  tags,
  summary: 'Which categories reach the caller by push and by e-mail (in-app is always on)',
  responses: {
    200: { description: 'Preferences', ...json(preferencesSchema) },
    401: errorResponse('User not authenticated'),
  },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/api/notifications/preferences',
  tags,
  summary: 'Save channel preferences for the given categories',
  request: { body: { required: true, ...json(updatePreferencesSchema) } },
  responses: { 200: { description: 'All preferences after saving', ...json(preferencesSchema) } },
});

const pushConfigRoute = createRoute({
  method: 'get',
  path: '/api/notifications/push',
  tags,
  summary: 'The VAPID public key browsers subscribe with, and how many devices of the caller are subscribed',
  responses: {
    200: {
      description: 'Push set-up',
      ...json(z.object({ publicKey: z.string(), subscriptions: z.number().int() })),
    },
  },
});

const subscribeRoute = createRoute({
  method: 'post',
  path: '/api/notifications/push-subscriptions',
  tags,
  summary: 'Subscribe this browser (PushSubscription.toJSON()) to push notifications',
  request: { body: { required: true, ...json(pushSubscriptionSchema) } },
  responses: { 204: { description: 'Saved' }, 400: errorResponse('Invalid subscription') },
});

const unsubscribeRoute = createRoute({
  method: 'delete',
  path: '/api/notifications/push-subscriptions',
  tags,
  summary: 'Stop push notifications to this browser',
  request: { body: { required: true, ...json(deletePushSubscriptionSchema) } },
  responses: { 204: { description: 'Removed (or was not there)' } },
});

const testRoute = createRoute({
  method: 'post',
  path: '/api/notifications/test',
  tags,
  summary: 'Send the caller a test notification over every channel their "General" settings allow',
  responses: {
    201: {
      description: 'The test notification with each channel’s outcome',
      ...json(notificationViewSchema),
    },
    500: errorResponse('Failed to send notification'),
  },
});

export function registerSettingsRoutes(app: OpenAPIHono<AppEnv>, system: NotificationSystem): void {
  app.openapi(getPreferencesRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ preferences: await getNotificationPreferences({ system, userId: user.id }) }, 200);
  });

  app.openapi(
    putPreferencesRoute,
    async (c) => {
      const user = requireUser(c);
      const { preferences } = c.req.valid('json');
      const saved = await updateNotificationPreferences({ system, userId: user.id, preferences });
      return c.json({ preferences: saved }, 200);
    },
    catalogueHook,
  );

  app.openapi(pushConfigRoute, async (c) => {
    const user = requireUser(c);
    const subscriptions = await countPushSubscriptions({ system, userId: user.id });
    return c.json({ publicKey: system.vapid.publicKey, subscriptions }, 200);
  });

  app.openapi(
    subscribeRoute,
    async (c) => {
      const user = requireUser(c);
      await savePushSubscription({
        system,
        userId: user.id,
        subscription: c.req.valid('json'),
        userAgent: c.req.header('user-agent') ?? null,
      });
      return c.body(null, 204);
    },
    catalogueHook,
  );

  app.openapi(
    unsubscribeRoute,
    async (c) => {
      const user = requireUser(c);
      await removePushSubscription({ system, userId: user.id, endpoint: c.req.valid('json').endpoint });
      return c.body(null, 204);
    },
    catalogueHook,
  );

  app.openapi(testRoute, async (c) => {
    const user = requireUser(c);
    const [row] = await failAs('SEND_NOTIFICATION_FAILED', c.var.log, () =>
      sendNotifications({
        system,
        userIds: [user.id],
        content: {
          title: 'Test notification',
          body: 'This is how Ideaforge notifications reach you. Change which channels you get on this page.',
          type: 'test',
          category: 'general',
          channels: ['in_app', 'push', 'email'],
          actionUrl: '/account/notifications',
          actionLabel: 'Notification settings',
        },
      }),
    );
    if (!row) throw new Error('test notification was not stored');
    return c.json(toNotificationView(row), 201);
  });
}
