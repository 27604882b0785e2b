import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserServerEventName } from '../../domain/notification-api.ts';
import { findNotificationById, insertNotifications } from '../db/repositories/notifications-repository.ts';
import { cleanupNotifications, deliverDueNotifications } from '../notifications/deliver-scheduled.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications/notifications-test-support.ts';
import { signUpTestUser } from '../testing/test-users.ts';
import { JOB_QUEUES, type JobRunner, startJobRunner } from './job-runner.ts';

let t: NotificationsTestApp;
let runner: JobRunner;
const events: { userId: string; event: UserServerEventName }[] = [];

beforeAll(async () => {
  t = await createNotificationsTestApp({
    realtime: { toUser: (userId, event) => void events.push({ userId, event }) },
  });
  runner = await startJobRunner({
    database: t.database,
    logger: t.system.logger,
    notifications: t.system,
    pollingIntervalSeconds: 0.5,
  });
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await t.cleanup();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the job runner (pg-boss on the app database)', { timeout: 90_000 }, () => {
  it('registers the sweep and cleanup schedules', async () => {
    const names = (await runner.boss.getSchedules()).map((s) => s.name).sort();
    expect(names).toEqual([JOB_QUEUES.cleanup, JOB_QUEUES.sweepDue].sort());
  });

  it('delivers a scheduled notification when it is due, once, and tells the user live', async () => {
    const admin = await signUpAdmin(t);
    const user = await signUpTestUser(t.app);
    const at = new Date(Date.now() + 2_000);
    const sent = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Reminder',
      body: 'Your idea is waiting',
      scheduledFor: at.toISOString(),
    });
    const id = sent.body.items[0].id as string;
    expect(sent.body.items[0].status).toBe('pending');

    const delivered = await waitFor(async () => {
      const row = await findNotificationById({ db: t.database.db, id });
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(delivered.deliveredAt?.getTime()).toBeGreaterThanOrEqual(at.getTime() - 1000);
    expect(delivered.metadata).toMatchObject({ channels: { in_app: { status: 'delivered' } } });
    expect(events.filter((e) => e.userId === user.userId && e.event === 'notification:created')).toHaveLength(
      1,
    );
    const inbox = await asUser(t, user)('GET', '/api/notifications');
    expect(inbox.body.items.map((n: { id: string }) => n.id)).toEqual([id]);
    // A second attempt (the minute sweep, or a retried job) finds nothing left to claim.
    expect(await deliverDueNotifications({ system: t.system, ids: [id] })).toBe(0);
  });

  it('cleans up expired notifications and read ones past the retention period, keeping the rest', async () => {
    const user = await signUpTestUser(t.app);
    const db = t.database.db;
    const [expired, oldRead, recentRead, unread] = await insertNotifications({
      db,
      notifications: ['expired', 'old read', 'recent read', 'unread'].map((title) => ({
        userId: user.userId,
        title,
        body: 'b',
      })),
    });
    await db.execute(
      sql`update notifications set expires_at = now() - interval '1 minute' where id = ${expired?.id}`,
    );
    await db.execute(
      sql`update notifications set read_at = now() - interval '91 days' where id = ${oldRead?.id}`,
    );
    await db.execute(
      sql`update notifications set read_at = now() - interval '2 days' where id = ${recentRead?.id}`,
    );
    const removed = await cleanupNotifications({ system: t.system });
    expect(removed.expired).toBeGreaterThanOrEqual(1);
    expect(removed.oldRead).toBeGreaterThanOrEqual(1);
    expect(await findNotificationById({ db, id: expired?.id ?? '' })).toBeUndefined();
    expect(await findNotificationById({ db, id: oldRead?.id ?? '' })).toBeUndefined();
    expect(await findNotificationById({ db, id: recentRead?.id ?? '' })).toBeDefined();
    expect(await findNotificationById({ db, id: unread?.id ?? '' })).toBeDefined();
  });
});
