import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserServerEventName } from '../../domain/notification-api.ts';
import { findNotificationById, insertNotifications } from '../db/repositories/notifications-repository.ts';
import { cleanupNotifications, deliverDueNotifications } from '../notifications/deliver-scheduled.ts';
import { asUser, type NotificationsTestApp } from '../notifications/notifications-test-support.ts';
import { signUpTestUser } from '../testing/test-users.ts';
import { JOB_QUEUES, type JobRunner } from './job-runner.ts';
import {
  type JobRunnerTestApp,
  scheduleReminder,
  startJobRunnerTestApp,
  waitForDelivery,
} from './job-runner-test-support.ts';

let app: JobRunnerTestApp;
let t: NotificationsTestApp;
let runner: JobRunner;
const events: { userId: string; event: UserServerEventName }[] = [];

beforeAll(async () => {
  app = await startJobRunnerTestApp({
    realtime: { toUser: (userId, event) => void events.push({ userId, event }) },
    pollingIntervalSeconds: 0.5,
  });
  ({ t, runner } = app);
}, 120_000);
afterAll(() => app?.stop());

describe('the job runner (pg-boss on the app database)', { timeout: 90_000 }, () => {
  it('registers the sweep and cleanup schedules', async () => {
    const names = (await runner.boss.getSchedules()).map((s) => s.name).sort();
    expect(names).toEqual([JOB_QUEUES.cleanup, JOB_QUEUES.sweepDue].sort());
  });

  it('delivers a scheduled notification when it is due, once, and tells the user live', async () => {
    const at = new Date(Date.now() + 2_000);
    const { user, id, status } = await scheduleReminder(t, at);
    expect(status).toBe('pending');

    const delivered = await waitForDelivery(t, id);
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
