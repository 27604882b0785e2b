/**
 * Set-up the job runner suites share: the notifications test app with a job runner on its database, an admin's
 * reminder scheduled for a new user, and waiting until the runner has done its part.
 */

import { findNotificationById } from '../db/repositories/notifications-repository.ts';
import {
  asUser,
  createNotificationsTestApp,
  type NotificationsTestApp,
  signUpAdmin,
} from '../notifications/notifications-test-support.ts';
import type { SignedUpTestUser } from '../testing/test-users.ts';
import { signUpTestUser } from '../testing/test-users.ts';
import { type JobRunner, startJobRunner } from './job-runner.ts';

export interface JobRunnerTestApp {
  t: NotificationsTestApp;
  runner: JobRunner;
  /** Stops the runner, then cleans the app up. */
  stop(): Promise<void>;
}

/** The app and a runner polling every `pollingIntervalSeconds`. */
export async function startJobRunnerTestApp(
  options: { pollingIntervalSeconds: number } & Parameters<typeof createNotificationsTestApp>[0],
): Promise<JobRunnerTestApp> {
  const { pollingIntervalSeconds, ...appOptions } = options;
  const t = await createNotificationsTestApp(appOptions);
  const runner = await startJobRunner({
    database: t.database,
    logger: t.system.logger,
    notifications: t.system,
    pollingIntervalSeconds,
  });
  return {
    t,
    runner,
    stop: async () => {
      await runner.stop();
      await t.cleanup();
    },
  };
}

/** An admin's reminder for a new user, scheduled for `at` (POST /api/admin/notifications); its answer's body. */
export async function scheduleReminder(
  t: NotificationsTestApp,
  at: Date,
): Promise<{ user: SignedUpTestUser; id: string; status: string }> {
  const admin = await signUpAdmin(t);
  const user = await signUpTestUser(t.app);
  const sent = await asUser(t, admin)('POST', '/api/admin/notifications', {
    userIds: [user.userId],
    title: 'Reminder',
    body: 'Your idea is waiting',
    scheduledFor: at.toISOString(),
  });
  return { user, id: sent.body.items[0].id as string, status: sent.body.items[0].status as string };
}

/** The notification's row once the runner has delivered it; throws after `timeoutMs`. */
export function waitForDelivery(t: NotificationsTestApp, id: string, timeoutMs?: number) {
  return waitFor(async () => {
    const row = await findNotificationById({ db: t.database.db, id });
    return row?.status === 'delivered' ? row : undefined;
  }, timeoutMs);
}

/** What `probe` returns once it returns something, polling every 200 ms; throws after `timeoutMs`. */
async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
