import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNotificationById } from '../db/repositories/notifications-repository.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications/notifications-test-support.ts';
import { signUpTestUser } from '../testing/test-users.ts';
import { type JobRunner, startJobRunner } from './job-runner.ts';

let t: NotificationsTestApp;
let runner: JobRunner;

beforeAll(async () => {
  t = await createNotificationsTestApp();
  // Polling far slower than the test may take: only the wake-up set by the send can deliver in time.
  runner = await startJobRunner({
    database: t.database,
    logger: t.system.logger,
    notifications: t.system,
    pollingIntervalSeconds: 600,
  });
}, 120_000);
afterAll(async () => {
  await runner?.stop();
  await t.cleanup();
});

describe('the job runner between polls', { timeout: 120_000 }, () => {
  it('is woken at a scheduled notification’s time by the send, not by polling', async () => {
    const admin = await signUpAdmin(t);
    const user = await signUpTestUser(t.app);
    const at = new Date(Date.now() + 1_500);
    const sent = await asUser(t, admin)('POST', '/api/admin/notifications', {
      userIds: [user.userId],
      title: 'Reminder',
      body: 'Your idea is waiting',
      scheduledFor: at.toISOString(),
    });
    const id = sent.body.items[0].id as string;
    // Well under the 600 s poll (and the minute sweep, whose worker polls as slowly).
    const deadline = Date.now() + 90_000;
    let row = await findNotificationById({ db: t.database.db, id });
    while (row?.status !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      row = await findNotificationById({ db: t.database.db, id });
    }
    expect(row?.status).toBe('delivered');
    expect(row?.deliveredAt?.getTime()).toBeGreaterThanOrEqual(at.getTime());
  });
});
