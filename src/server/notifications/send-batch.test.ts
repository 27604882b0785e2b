import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationById } from '../db/repositories/notifications-repository.ts';
import { queryValue } from '../db/repositories/sql-rows.ts';
import { signUpTestUser } from '../testing/test-users.ts';
import { resumeStalledDeliveries, STALLED_CHANNEL_SECONDS } from './deliver-scheduled.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from './notifications-test-support.ts';

interface Seen {
  userId: string;
  id: string;
  unreadCount: number;
  /** Whether the row was readable from the database when the event went out (emitted after commit). */
  stored: boolean;
}

let t: NotificationsTestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
const seen: Promise<Seen>[] = [];

beforeAll(async () => {
  t = await createNotificationsTestApp({
    realtime: {
      toUser(userId, event, payload) {
        if (event !== 'notification:created') return;
        const { notification, unreadCount } = payload as {
          notification: { id: string };
          unreadCount: number;
        };
        seen.push(
          findNotificationById({ db: t.system.db, id: notification.id }).then((row) => ({
            userId,
            id: notification.id,
            unreadCount,
            stored: row !== undefined,
          })),
        );
      },
    },
  });
  admin = await signUpAdmin(t);
});
afterAll(() => t.cleanup());

describe('a send to many recipients', () => {
  it('stores the batch, tells each recipient once with their exact unread count, after the rows are stored', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUpTestUser(t.app)));
    const [first, second] = users;
    if (!first || !second) throw new Error('no users');
    // Some recipients already have unread (and read) notifications.
    await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [first.userId, second.userId],
      title: 'Earlier',
      body: 'one',
    });
    await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [first.userId],
      title: 'Earlier',
      body: 'two',
    });
    const earlier = await asUser(t, second)('GET', '/api/notifications');
    await asUser(t, second)('POST', `/api/notifications/${earlier.body.items[0].id}/read`);
    seen.length = 0;

    const res = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [...users.map((u) => u.userId), first.userId],
      title: 'Release notes',
      body: 'What changed this week',
    });
    expect(res.status).toBe(201);
    expect(res.body.count).toBe(users.length);
    const events = await Promise.all(seen);
    expect(events).toHaveLength(users.length);
    for (const user of users) {
      const mine = events.filter((e) => e.userId === user.userId);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.stored).toBe(true);
      const count = await asUser(t, user)('GET', '/api/notifications/unread-count');
      expect(mine[0]?.unreadCount).toBe(count.body.count);
    }
    expect(events.find((e) => e.userId === first.userId)?.unreadCount).toBe(3);
    expect(events.find((e) => e.userId === second.userId)?.unreadCount).toBe(1);
    for (const item of res.body.items) {
      expect(item.status).toBe('delivered');
      expect(item.metadata.channels.in_app.status).toBe('delivered');
    }
  });

  it('finishes an e-mail a stopped process left pending, recording its outcome', async () => {
    const user = await signUpTestUser(t.app);
    const res = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Digest',
      body: 'Weekly digest',
      channels: ['in_app', 'email'],
    });
    const [item] = res.body.items;
    // No SMTP_URL here: the e-mail fails with its reason; make the row look like a send cut short midway.
    expect(item.metadata.channels.email.status).toBe('failed');
    await t.system.db.execute(
      sql`update notifications set metadata = jsonb_set(metadata, '{channels,email}', '{"status":"pending"}'),
        updated_at = now() - make_interval(secs => ${STALLED_CHANNEL_SECONDS + 60})
        where id = ${item.id}::uuid`,
    );
    expect(await resumeStalledDeliveries({ system: t.system })).toBeGreaterThanOrEqual(1);
    const row = await findNotificationById({ db: t.system.db, id: item.id });
    expect(row?.metadata).toMatchObject({
      channels: {
        in_app: { status: 'delivered' },
        email: { status: 'failed', error: 'E-mail is not configured (SMTP_URL is not set)' },
      },
      delivery: 'partial_delivered',
    });
    expect(row?.status).toBe('delivered');
    // A second sweep finds nothing left to finish.
    const left = await queryValue<number>(
      t.system.db,
      sql`select count(*)::integer from notifications where metadata -> 'channels' -> 'email' ->> 'status' = 'pending'`,
    );
    expect(left).toBe(0);
  });
});
