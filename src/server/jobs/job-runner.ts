import { type ConstructorOptions, fromPglite, PgBoss } from 'pg-boss';
import { type Database, getDriverHandle } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import {
  cleanupNotifications,
  deliverDueNotifications,
  resumeStalledDeliveries,
} from '../notifications/deliver-scheduled.ts';
import type { DeliveryScheduler, NotificationSystem } from '../notifications/notification-system.ts';

export const JOB_QUEUES = {
  /** One scheduled send: { ids }, started at its scheduled time. */
  deliverScheduled: 'notifications-deliver-scheduled',
  /**
   * Every minute: anything due that no job delivered (e.g. scheduled while no runner was up), and e-mail/push a
   * stopped process left pending.
   */
  sweepDue: 'notifications-sweep-due',
  /** Hourly: cleanup_expired_notifications and read ones past retention. */
  cleanup: 'notifications-cleanup',
} as const;

export interface JobRunner {
  scheduler: DeliveryScheduler;
  boss: PgBoss;
  stop(): Promise<void>;
}

/** pg-boss on the app's own database: the PGlite instance through its adapter, or the PostgreSQL server. */
function bossOptions(database: Database): ConstructorOptions {
  const handle = getDriverHandle(database);
  const common = {
    schema: 'pgboss',
    application_name: 'ideaforge-jobs',
    persistWarnings: false,
    // The cron schedules here are a minute apart at best; checking them every 30 s (not 5) is enough.
    cronWorkerIntervalSeconds: 30,
  };
  if (handle.kind === 'pglite') {
    return { ...common, db: fromPglite(handle.client), backend: 'pglite' };
  }
  const connectionString = (handle.pool.options as { connectionString?: string }).connectionString;
  return { ...common, connectionString, max: 4 };
}

/** Timers longer than this are not set; the worker's own polling picks such a job up. */
const MAX_WAKE_DELAY_MS = 6 * 3600 * 1000;

/**
 * Starts the process's job worker: scheduled notifications are delivered when due, and the expiry/retention
 * cleanup runs on a schedule. pg-boss coordinates several app processes through the database, so each job runs
 * once however many processes are up.
 *
 * Idle cost: workers poll every 30 s (a backstop), not every 2 s. A scheduled send wakes this process's worker at
 * the job's start time instead (a timer per scheduled send), so it is delivered on time; one scheduled by
 * another process, or before a restart, is picked up by the next poll or by the minute sweep.
 */
export async function startJobRunner(options: {
  database: Database;
  logger: Logger;
  notifications: NotificationSystem;
  /** Tests poll faster than the 30 s backstop. */
  pollingIntervalSeconds?: number;
}): Promise<JobRunner> {
  const log = options.logger.child({ component: 'jobs' });
  const system = options.notifications;
  const polling = options.pollingIntervalSeconds ?? 30;
  const boss = new PgBoss(bossOptions(options.database));
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  for (const name of Object.values(JOB_QUEUES)) await boss.createQueue(name);
  await boss.schedule(JOB_QUEUES.sweepDue, '* * * * *');
  await boss.schedule(JOB_QUEUES.cleanup, '17 * * * *');

  const deliverWorker = await boss.work<{ ids: string[] }>(
    JOB_QUEUES.deliverScheduled,
    { pollingIntervalSeconds: polling },
    async (jobs) => {
      for (const job of jobs) {
        const delivered = await deliverDueNotifications({ system, ids: job.data.ids });
        log.info({ jobId: job.id, delivered, of: job.data.ids.length }, 'scheduled notifications delivered');
      }
    },
  );
  await boss.work(JOB_QUEUES.sweepDue, { pollingIntervalSeconds: polling }, async () => {
    const delivered = await deliverDueNotifications({ system });
    if (delivered > 0) log.info({ delivered }, 'overdue scheduled notifications delivered');
    const resumed = await resumeStalledDeliveries({ system });
    if (resumed > 0)
      log.info({ resumed }, 'e-mail/push deliveries left pending by a stopped process finished');
  });
  await boss.work(JOB_QUEUES.cleanup, { pollingIntervalSeconds: polling }, async () => {
    const removed = await cleanupNotifications({ system });
    log.info(removed, 'notifications cleaned up');
  });

  const wakeTimers = new Set<NodeJS.Timeout>();
  const wakeAt = (at: Date) => {
    const delay = Math.max(0, at.getTime() - Date.now()) + 50;
    if (delay > MAX_WAKE_DELAY_MS) return;
    const timer = setTimeout(() => {
      wakeTimers.delete(timer);
      boss.notifyWorker(deliverWorker);
    }, delay);
    timer.unref();
    wakeTimers.add(timer);
  };

  const scheduler: DeliveryScheduler = {
    async scheduleDelivery(ids, at) {
      // Chunks keep one job's work bounded when a broadcast to everyone is scheduled.
      for (let i = 0; i < ids.length; i += 500) {
        await boss.send(
          JOB_QUEUES.deliverScheduled,
          { ids: ids.slice(i, i + 500) },
          { startAfter: at, retryLimit: 3 },
        );
      }
      wakeAt(at);
    },
  };
  system.scheduler = scheduler;

  return {
    scheduler,
    boss,
    async stop() {
      if (system.scheduler === scheduler) system.scheduler = undefined;
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
