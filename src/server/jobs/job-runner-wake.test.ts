import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type JobRunnerTestApp,
  scheduleReminder,
  startJobRunnerTestApp,
  waitForDelivery,
} from './job-runner-test-support.ts';

let app: JobRunnerTestApp;

beforeAll(async () => {
  // Polling far slower than the test may take: only the wake-up set by the send can deliver in time.
  app = await startJobRunnerTestApp({ pollingIntervalSeconds: 600 });
}, 120_000);
afterAll(() => app?.stop());

describe('the job runner between polls', { timeout: 120_000 }, () => {
  it('is woken at a scheduled notification’s time by the send, not by polling', async () => {
    const at = new Date(Date.now() + 1_500);
    const { id } = await scheduleReminder(app.t, at);
    // Well under the 600 s poll (and the minute sweep, whose worker polls as slowly).
    const delivered = await waitForDelivery(app.t, id, 90_000);
    expect(delivered.deliveredAt?.getTime()).toBeGreaterThanOrEqual(at.getTime());
  });
});
