import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserServerEventName } from '../../domain/notification-api.ts';
import { assignRole } from '../db/repositories/roles-repository.ts';
import { signInAnonymousTestUser, signUpTestUser } from '../testing/test-users.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from './notifications-test-support.ts';

let t: NotificationsTestApp;
const events: { userId: string; event: UserServerEventName; payload: unknown }[] = [];
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  t = await createNotificationsTestApp({
    realtime: { toUser: (userId, event, payload) => void events.push({ userId, event, payload }) },
  });
  admin = await signUpAdmin(t);
});
afterAll(() => t.cleanup());

async function send(body: Record<string, unknown>) {
  return asUser(t, admin)('POST', '/api/admin/notifications', body);
}

describe('POST /api/admin/notifications', () => {
  it('stores a trimmed notification with the defaults, delivers it in-app and records the channel status', async () => {
    const user = await signUpTestUser(t.app);
    const res = await send({ userIds: [user.userId], title: '  Hello  ', body: '  World  ' });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(1);
    const [item] = res.body.items;
    expect(item.status).toBe('delivered');
    expect(item.metadata.channels.in_app.status).toBe('delivered');
    expect(Date.parse(item.metadata.channels.in_app.deliveredAt)).not.toBeNaN();
    expect(item.metadata.delivery).toBe('all_delivered');

    const view = await asUser(t, user)('GET', `/api/notifications/${item.id}`);
    expect(view.body).toMatchObject({
      title: 'Hello',
      body: 'World',
      priority: 'normal',
      channels: ['in_app'],
      status: 'delivered',
      readAt: null,
    });
    expect(view.body.deliveredAt).not.toBeNull();
    const created = events.find((e) => e.userId === user.userId && e.event === 'notification:created');
    expect(created?.payload).toMatchObject({ unreadCount: 1, notification: { id: item.id, title: 'Hello' } });
  });

  it.each([
    [{ title: '   ', body: 'b' }, 'Notification title cannot be empty'],
    [{ title: 't', body: ' ' }, 'Notification body cannot be empty'],
    [{ title: 't', body: 'b', channels: [] }, 'Notification must have at least one channel'],
    [
      { title: 't', body: 'b', expiresAt: '2000-01-01T00:00:00Z' },
      'Notification expiration date must be in the future',
    ],
    [
      { title: 't', body: 'b', scheduledFor: '2000-01-01T00:00:00Z' },
      'Notification scheduled date must be in the future',
    ],
  ])('refuses %j with "%s" and stores nothing', async (content, message) => {
    const user = await signUpTestUser(t.app);
    const res = await send({ userIds: [user.userId], ...content });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const list = await asUser(t, user)('GET', '/api/notifications');
    expect(list.body.items).toEqual([]);
  });

  it('needs exactly one audience, and is for admins only', async () => {
    const res = await send({ title: 't', body: 'b' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Choose exactly one audience: user IDs, a role, or everyone');
    const plain = await signUpTestUser(t.app);
    expect(
      (await asUser(t, plain)('POST', '/api/admin/notifications', { all: true, title: 't', body: 'b' }))
        .status,
    ).toBe(403);
    expect(
      (
        await asUser(t, { cookie: '' })('POST', '/api/admin/notifications', {
          all: true,
          title: 't',
          body: 'b',
        })
      ).status,
    ).toBe(401);
  });

  it('sends in bulk to a role and to every registered user, never to anonymous ones', async () => {
    const moderator = await signUpTestUser(t.app);
    await assignRole({ db: t.database.db, userId: moderator.userId, role: 'moderator' });
    const anonymous = await signInAnonymousTestUser(t.app);
    const byRole = await send({ role: 'moderator', title: 'Mods', body: 'Only you' });
    expect(byRole.body.items.map((i: { userId: string }) => i.userId)).toEqual([moderator.userId]);
    const everyone = await send({ all: true, title: 'All', body: 'Everyone' });
    const recipients = everyone.body.items.map((i: { userId: string }) => i.userId);
    expect(recipients).toContain(moderator.userId);
    expect(recipients).toContain(admin.userId);
    expect(recipients).not.toContain(anonymous.userId);
    expect(everyone.body.count).toBe(recipients.length);
  });

  it('keeps a scheduled notification pending and out of the inbox until it is due', async () => {
    const user = await signUpTestUser(t.app);
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await send({ userIds: [user.userId], title: 'Later', body: 'Soon', scheduledFor: at });
    expect(res.body.scheduledFor).toBe(at);
    expect(res.body.items[0].status).toBe('pending');
    expect((await asUser(t, user)('GET', '/api/notifications')).body.items).toEqual([]);
    expect((await asUser(t, user)('GET', '/api/notifications/unread-count')).body.count).toBe(0);
  });

  it('records a failed e-mail channel (no SMTP configured) beside a delivered in-app one: partial delivery', async () => {
    const user = await signUpTestUser(t.app);
    await asUser(t, user)('PUT', '/api/notifications/preferences', {
      preferences: [{ category: 'general', push: false, email: true }],
    });
    const res = await send({
      userIds: [user.userId],
      title: 't',
      body: 'b',
      channels: ['in_app', 'email', 'push'],
    });
    const [item] = res.body.items;
    expect(item.status).toBe('delivered');
    expect(item.metadata.delivery).toBe('partial_delivered');
    expect(item.metadata.channels.email).toEqual({
      status: 'failed',
      error: 'E-mail is not configured (SMTP_URL is not set)',
    });
    expect(item.metadata.skippedChannels.push).toMatch(/Turned off/);
  });

  it('fails with reason and time when no channel delivers', async () => {
    const user = await signUpTestUser(t.app);
    const res = await send({ userIds: [user.userId], title: 't', body: 'b', channels: ['push'] });
    const [item] = res.body.items;
    expect(item.status).toBe('failed');
    expect(item.metadata.delivery).toBe('all_failed');
    expect(item.metadata.failureReason).toBe('push: No device is subscribed to push');
    expect(Date.parse(item.metadata.failedAt)).not.toBeNaN();
  });
});

describe('the inbox API', () => {
  it('lists newest first, 10 a page with a cursor, with a 100-character preview and filters', async () => {
    const user = await signUpTestUser(t.app);
    for (let i = 1; i <= 12; i++) {
      await send({
        userIds: [user.userId],
        title: `N${i}`,
        body: `${'x'.repeat(150)}${i}`,
        type: i % 2 ? 'odd' : 'even',
        category: i <= 6 ? 'account' : 'product',
      });
    }
    const me = asUser(t, user);
    const first = await me('GET', '/api/notifications');
    expect(first.body.items).toHaveLength(10);
    expect(first.body.items[0].title).toBe('N12');
    expect(first.body.items[0].preview).toBe(`${'x'.repeat(100)}...`);
    expect(first.body.nextCursor).toBe('10');
    const second = await me('GET', '/api/notifications?offset=10');
    expect(second.body.items.map((n: { title: string }) => n.title)).toEqual(['N2', 'N1']);
    expect(second.body.nextCursor).toBeUndefined();
    const odd = await me('GET', '/api/notifications?type=odd&category=account&limit=50');
    expect(odd.body.items.map((n: { title: string }) => n.title)).toEqual(['N5', 'N3', 'N1']);
    expect((await me('GET', '/api/notifications/facets')).body).toEqual({
      types: ['even', 'odd'],
      categories: ['account', 'product'],
    });

    expect((await me('GET', '/api/notifications/unread-count')).body.count).toBe(12);
    const read = await me('POST', `/api/notifications/${first.body.items[0].id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(11);
    expect(read.body.notification.status).toBe('read');
    expect(
      (await me('GET', '/api/notifications?read=true')).body.items.map((n: { title: string }) => n.title),
    ).toEqual(['N12']);
    expect((await me('GET', '/api/notifications?read=false&limit=100')).body.items).toHaveLength(11);

    events.length = 0;
    const all = await me('POST', '/api/notifications/read-all');
    expect(all.body).toEqual({ updated: 11, unreadCount: 0 });
    expect(events).toContainEqual({
      userId: user.userId,
      event: 'notifications:changed',
      payload: { unreadCount: 0 },
    });
    expect((await me('GET', '/api/notifications/unread-count')).body.count).toBe(0);
  });

  it('archives and unarchives; archived ones are listed only on request and cannot be marked read', async () => {
    const user = await signUpTestUser(t.app);
    const me = asUser(t, user);
    const sent = await send({ userIds: [user.userId], title: 'A', body: 'b' });
    const id = sent.body.items[0].id;
    const archived = await me('POST', `/api/notifications/${id}/archive`);
    expect(archived.status).toBe(200);
    expect(archived.body.notification.archivedAt).not.toBeNull();
    expect(archived.body.unreadCount).toBe(0);
    expect((await me('GET', '/api/notifications')).body.items).toEqual([]);
    expect(
      (await me('GET', '/api/notifications?archived=true')).body.items.map((n: { id: string }) => n.id),
    ).toEqual([id]);
    const denied = await me('POST', `/api/notifications/${id}/read`);
    expect(denied.status).toBe(404);
    expect(denied.body.error.message).toBe('Notification not found, already archived, or access denied');
    const back = await me('POST', `/api/notifications/${id}/unarchive`);
    expect(back.body.notification.archivedAt).toBeNull();
    expect(back.body.unreadCount).toBe(1);
  });

  it('gives another user 404 for every operation on someone else’s notification, with the catalogue texts', async () => {
    const owner = await signUpTestUser(t.app);
    const other = await signUpTestUser(t.app);
    const id = (await send({ userIds: [owner.userId], title: 'Mine', body: 'b' })).body.items[0].id;
    const them = asUser(t, other);
    const get = await them('GET', `/api/notifications/${id}`);
    expect(get.status).toBe(404);
    expect(get.body.error.message).toBe(`Notification with ID ${id} not found`);
    const read = await them('POST', `/api/notifications/${id}/read`);
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe('Notification not found, already archived, or access denied');
    for (const action of ['archive', 'unarchive']) {
      const res = await them('POST', `/api/notifications/${id}/${action}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(`Notification with ID ${id} not found`);
    }
    expect((await them('GET', '/api/notifications')).body.items).toEqual([]);
    await them('POST', '/api/notifications/read-all');
    const still = await asUser(t, owner)('GET', `/api/notifications/${id}`);
    expect(still.body).toMatchObject({ readAt: null, archivedAt: null });
    const missing = await them('GET', '/api/notifications/not-a-uuid');
    expect(missing.body.error.message).toBe('Notification with ID not-a-uuid not found');
  });

  it('answers 401 "User not authenticated" without a session', async () => {
    const res = await t.app.request('/api/notifications/unread-count');
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'User not authenticated',
    );
  });
});

describe('preferences and the test notification', () => {
  it('defaults to push and e-mail on, saves changes per category, and sends a test over the allowed channels', async () => {
    const user = await signUpTestUser(t.app);
    const me = asUser(t, user);
    const defaults = await me('GET', '/api/notifications/preferences');
    expect(defaults.body.preferences[0]).toEqual({ category: 'general', push: true, email: true });
    const saved = await me('PUT', '/api/notifications/preferences', {
      preferences: [{ category: 'general', push: false, email: false }],
    });
    expect(saved.body.preferences[0]).toEqual({ category: 'general', push: false, email: false });
    const test = await me('POST', '/api/notifications/test');
    expect(test.status).toBe(201);
    expect(test.body.title).toBe('Test notification');
    expect(test.body.metadata.channels).toEqual({ in_app: expect.objectContaining({ status: 'delivered' }) });
    expect(Object.keys(test.body.metadata.skippedChannels).sort()).toEqual(['email', 'push']);
  });

  it('stores one subscription per device and removes only the caller’s', async () => {
    const user = await signUpTestUser(t.app);
    const me = asUser(t, user);
    const subscription = { endpoint: 'https://push.example.test/abc', keys: { p256dh: 'k', auth: 'a' } };
    expect((await me('POST', '/api/notifications/push-subscriptions', subscription)).status).toBe(204);
    expect((await me('POST', '/api/notifications/push-subscriptions', subscription)).status).toBe(204);
    const config = await me('GET', '/api/notifications/push');
    expect(config.body.subscriptions).toBe(1);
    expect(config.body.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const other = asUser(t, await signUpTestUser(t.app));
    await other('DELETE', '/api/notifications/push-subscriptions', { endpoint: subscription.endpoint });
    expect((await me('GET', '/api/notifications/push')).body.subscriptions).toBe(1);
    await me('DELETE', '/api/notifications/push-subscriptions', { endpoint: subscription.endpoint });
    expect((await me('GET', '/api/notifications/push')).body.subscriptions).toBe(0);
    const bad = await me('POST', '/api/notifications/push-subscriptions', { endpoint: 'http://x', keys: {} });
    expect(bad.status).toBe(400);
  });
});
