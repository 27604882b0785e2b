import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChangePayload } from '../../domain/notification-api.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications/notifications-test-support.ts';
import { signUpTestUser, TEST_ORIGIN } from '../testing/test-users.ts';
import { authenticateThroughApp, type RealtimeServer, startRealtimeServer } from './realtime-server.ts';

let t: NotificationsTestApp;
let http: HttpServer;
let realtime: RealtimeServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createNotificationsTestApp();
  http = await new Promise<HttpServer>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as HttpServer));
  });
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  realtime = startRealtimeServer({
    httpServer: http,
    allowedOrigins: [TEST_ORIGIN],
    authenticate: authenticateThroughApp(t.app),
    logger: t.system.logger,
  });
  t.system.realtime = realtime;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await realtime.close();
  await new Promise((resolve) => http.close(resolve));
  await t.cleanup();
});

function open(
  headers: Record<string, string>,
  transports: ('websocket' | 'polling')[] = ['websocket'],
): Socket {
  const socket = connect(url, { transports, extraHeaders: headers, reconnection: false, forceNew: true });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', (error) => resolve(error.message));
  });
}

function next<T>(socket: Socket, event: string): Promise<T> {
  return new Promise((resolve) => socket.once(event, (payload: T) => resolve(payload)));
}

describe('the realtime server', { timeout: 60_000 }, () => {
  it('authenticates from the session cookie and delivers the user’s events to every tab of theirs only', async () => {
    const admin = await signUpAdmin(t);
    const ada = await signUpTestUser(t.app);
    const bob = await signUpTestUser(t.app);
    const tab1 = open({ cookie: ada.cookie, origin: TEST_ORIGIN });
    const tab2 = open({ cookie: ada.cookie, origin: TEST_ORIGIN }, ['polling']);
    const other = open({ cookie: bob.cookie, origin: TEST_ORIGIN });
    await Promise.all([connected(tab1), connected(tab2), connected(other)]);
    let bobHeard = 0;
    other.onAny(() => {
      bobHeard += 1;
    });

    const first = next<NotificationChangePayload>(tab1, 'notification:created');
    const second = next<NotificationChangePayload>(tab2, 'notification:created');
    const sent = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [ada.userId],
      title: 'Live',
      body: 'Straight to your bell',
    });
    const [a, b] = await Promise.all([first, second]);
    expect(a.unreadCount).toBe(1);
    expect(a.notification).toMatchObject({
      id: sent.body.items[0].id,
      title: 'Live',
      preview: 'Straight to your bell',
    });
    expect(b.notification.id).toBe(a.notification.id);

    const updated = next<NotificationChangePayload>(tab2, 'notification:updated');
    await asUser(t, ada)('POST', `/api/notifications/${a.notification.id}/read`);
    expect((await updated).unreadCount).toBe(0);

    const changed = next<{ unreadCount: number }>(tab1, 'notifications:changed');
    await asUser(t, ada)('POST', '/api/notifications/read-all');
    expect(await changed).toEqual({ unreadCount: 0 });
    expect(bobHeard).toBe(0);
  });

  it('accepts a bearer token in the handshake auth for non-browser clients', async () => {
    const user = await signUpTestUser(t.app);
    const socket = connect(url, {
      transports: ['websocket'],
      auth: { token: user.token },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await connected(socket);
  });

  it('refuses a handshake without a valid session, and one from a foreign origin', async () => {
    expect(await refused(open({ origin: TEST_ORIGIN }))).toBe('User not authenticated');
    expect(await refused(open({ cookie: 'better-auth.session_token=forged', origin: TEST_ORIGIN }))).toBe(
      'User not authenticated',
    );
    const user = await signUpTestUser(t.app);
    const foreign = await refused(open({ cookie: user.cookie, origin: 'https://evil.example' }, ['polling']));
    expect(foreign).toMatch(/xhr poll error|websocket error|Forbidden|Server error/i);
    expect(realtime.localSocketCount()).toBeGreaterThan(0);
  });
});
