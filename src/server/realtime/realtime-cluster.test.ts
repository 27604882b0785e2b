/**
 * Two real app processes (node src/server/main.ts) on one PostgreSQL and one Redis: an event raised by a request
 * to the first reaches a socket connected to the second, through socket.io's Redis adapter.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChangePayload } from '../../domain/notification-api.ts';
import {
  type AppCluster,
  havePostgres,
  signUpOn as signUp,
  startAppCluster,
} from '../testing/app-cluster.ts';

const ADMIN = 'cluster-admin@example.test';

let cluster: AppCluster | undefined;
const sockets: Socket[] = [];

describe.skipIf(!havePostgres)(
  'realtime across two app processes (PostgreSQL + Redis)',
  { timeout: 240_000 },
  () => {
    beforeAll(async () => {
      cluster = await startAppCluster(2, { ADMIN_EMAILS: ADMIN });
    }, 240_000);

    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await cluster?.stop();
    });

    it('delivers an event raised by process A to a socket connected to process B', async () => {
      if (!cluster) throw new Error('no cluster');
      // One public address for both, as behind a load balancer; each process is reached directly here.
      const { origin } = cluster;
      const [a = '', b = ''] = cluster.apps;

      const admin = await signUp(a, origin, ADMIN);
      const user = await signUp(b, origin, `cluster-user-${Date.now()}@example.test`);

      const socket = connect(b, {
        transports: ['websocket'],
        extraHeaders: { cookie: user.cookie, origin },
        reconnection: false,
      });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const received = new Promise<NotificationChangePayload>((resolve) =>
        socket.once('notification:created', resolve),
      );
      // Make sure the subscription of B's adapter to the room is live before A publishes.
      await new Promise((resolve) => setTimeout(resolve, 300));

      const sent = await fetch(`${a}/api/admin/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: admin.cookie },
        body: JSON.stringify({ userIds: [user.id], title: 'Across processes', body: 'Through Redis' }),
      });
      expect(sent.status).toBe(201);
      const event = await received;
      expect(event.notification.title).toBe('Across processes');
      expect(event.unreadCount).toBe(1);

      // And back: marking it read on B tells a socket on A.
      const socketOnA = connect(a, {
        transports: ['websocket'],
        extraHeaders: { cookie: user.cookie, origin },
        reconnection: false,
      });
      sockets.push(socketOnA);
      await new Promise<void>((resolve, reject) => {
        socketOnA.once('connect', () => resolve());
        socketOnA.once('connect_error', reject);
      });
      const updated = new Promise<NotificationChangePayload>((resolve) =>
        socketOnA.once('notification:updated', resolve),
      );
      await fetch(`${b}/api/notifications/${event.notification.id}/read`, {
        method: 'POST',
        headers: { origin, cookie: user.cookie },
      });
      expect((await updated).unreadCount).toBe(0);
    });
  },
);
