import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError } from '../../domain/errors.ts';
import {
  DEFAULT_CHANNEL_PREFERENCE,
  NOTIFICATION_PREFERENCE_CATEGORIES,
} from '../../domain/notification-api.ts';
import { listCategoryPreferences } from '../db/repositories/notification-delivery-repository.ts';
import { upsertNotificationPreferences } from '../db/repositories/notifications-channels-repository.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { NotificationSystem } from './notification-system.ts';
import { catalogueHook, errorResponse } from './route-support.ts';
import { readUnsubscribeToken, type UnsubscribeTarget } from './unsubscribe-token.ts';

const tags = ['Notification settings'];
const query = z.object({ token: z.string().min(1).max(2000) });
const html = { 'text/html': { schema: z.string() } };
const PATH = '/api/notifications/unsubscribe';

const confirmRoute = createRoute({
  method: 'get',
  path: PATH,
  tags,
  summary: 'The page an e-mail’s unsubscribe link opens: one button turns that category’s e-mails off',
  request: { query },
  responses: {
    200: { description: 'A page asking to confirm', content: html },
    400: { description: 'This unsubscribe link is not valid', content: html },
  },
});

const unsubscribeRoute = createRoute({
  method: 'post',
  path: PATH,
  tags,
  summary:
    'Turns off e-mail for the token’s user and category, without sign-in: RFC 8058 one-click (List-Unsubscribe=One-Click) or the confirm page’s button',
  request: { query },
  responses: {
    200: {
      description: 'E-mail for the category is off (an HTML page when a browser asked for one)',
      content: {
        'application/json': { schema: z.object({ unsubscribed: z.literal(true), category: z.string() }) },
        ...html,
      },
    },
    400: errorResponse('This unsubscribe link is not valid'),
  },
});

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function categoryLabel(category: string): string {
  return NOTIFICATION_PREFERENCE_CATEGORIES.find((c) => c.id === category)?.label ?? category;
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Ideaforge</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:32rem;margin:4rem auto;padding:0 1rem">
<h1 style="font-size:1.25rem">${escapeHtml(title)}</h1>${body}
<p style="font-size:.875rem;color:#555"><a href="/account/notifications">All notification settings</a></p></body></html>`;
}

function target(system: NotificationSystem, token: string): UnsubscribeTarget {
  const found = readUnsubscribeToken(system.links.secret, token);
  if (!found) throw new AppError('NOTIFICATION_UNSUBSCRIBE_LINK_INVALID');
  return found;
}

const wantsHtml = (c: Context<AppEnv>) => (c.req.header('accept') ?? '').includes('text/html');

/**
 * Unsubscribe without signing in. GET only shows a confirm page — link scanners and prefetchers open links, and
 * must not unsubscribe anyone; the change happens on POST, which is what RFC 8058 mail clients send.
 */
export function registerUnsubscribeRoutes(app: OpenAPIHono<AppEnv>, system: NotificationSystem): void {
  app.openapi(
    confirmRoute,
    (c) => {
      const token = c.req.valid('query').token;
      const found = readUnsubscribeToken(system.links.secret, token);
      if (!found) {
        const message = new AppError('NOTIFICATION_UNSUBSCRIBE_LINK_INVALID').message;
        return c.html(
          page(message, '<p>Open your notification settings to choose which e-mails you get.</p>'),
          400,
        );
      }
      const label = escapeHtml(categoryLabel(found.category));
      return c.html(
        page(
          `Stop “${categoryLabel(found.category)}” e-mails?`,
          `<p>You will still see these notifications in your Ideaforge inbox.</p>
<form method="post" action="${PATH}?token=${encodeURIComponent(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="padding:.5rem 1rem;border-radius:.375rem;border:0;background:#111;color:#fff">Unsubscribe from ${label} e-mails</button>
</form>`,
        ),
        200,
      );
    },
    catalogueHook,
  );

  app.openapi(
    unsubscribeRoute,
    async (c) => {
      const { userId, category } = target(system, c.req.valid('query').token);
      const [saved] = await listCategoryPreferences({ db: system.db, userIds: [userId], category });
      try {
        await upsertNotificationPreferences({
          db: system.db,
          userId,
          preferences: [{ category, push: saved?.push ?? DEFAULT_CHANNEL_PREFERENCE.push, email: false }],
        });
      } catch (error) {
        // The account was deleted since the e-mail went out: there is nothing left to unsubscribe.
        c.var.log.info({ err: error }, 'unsubscribe for a user that no longer exists');
        throw new AppError('NOTIFICATION_UNSUBSCRIBE_LINK_INVALID');
      }
      c.var.log.info({ userId, category }, 'unsubscribed from e-mail by link');
      if (wantsHtml(c)) {
        return c.html(
          page(
            'You are unsubscribed',
            `<p>You will get no more “${escapeHtml(categoryLabel(category))}” e-mails. You can turn them back on in your notification settings.</p>`,
          ),
          200,
        );
      }
      return c.json({ unsubscribed: true as const, category }, 200);
    },
    catalogueHook,
  );
}
