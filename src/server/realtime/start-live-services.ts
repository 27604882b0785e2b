import type { Server as HttpServer } from 'node:http';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { type JobRunner, startJobRunner } from '../jobs/job-runner.ts';
import type { Logger } from '../logger.ts';
import type { NotificationSystem } from '../notifications/notification-system.ts';
import type { Redis } from '../redis/redis-connection.ts';
import { silentPublisher } from './realtime-publisher.ts';
import { authenticateThroughApp, type RealtimeServer, startRealtimeServer } from './realtime-server.ts';

export interface LiveServices {
  realtime: RealtimeServer;
  /** Resolves once pg-boss is up (its schema created or migrated); rejects when it could not start. */
  jobs: Promise<JobRunner>;
  stop(): Promise<void>;
}

/**
 * What runs beside the HTTP routes in an app process: socket.io on the same server (events reach the user's
 * room from this or, through Redis, any process) and the pg-boss worker for scheduled and cleanup jobs.
 *
 * pg-boss starts in the background (creating its schema takes over a second on a fresh database), so the app
 * answers meanwhile; a notification scheduled before it is up waits for it, then is queued as usual.
 */
export function startLiveServices(options: {
  httpServer: HttpServer;
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  config: Pick<Config, 'PUBLIC_URL'>;
  database: Database;
  logger: Logger;
  notifications: NotificationSystem;
  redis?: Redis;
}): LiveServices {
  const realtime = startRealtimeServer({
    httpServer: options.httpServer,
    allowedOrigins: [new URL(options.config.PUBLIC_URL).origin],
    authenticate: authenticateThroughApp(options.app),
    logger: options.logger,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  options.notifications.realtime = realtime;
  const jobs = startJobRunner({
    database: options.database,
    logger: options.logger,
    notifications: options.notifications,
  });
  jobs.catch((error: unknown) =>
    options.logger.error(
      { err: error },
      'the job runner did not start: scheduled notifications cannot be queued',
    ),
  );
  // Replaced by the runner's own scheduler once it is up.
  options.notifications.scheduler = {
    async scheduleDelivery(ids, at) {
      await (await jobs).scheduler.scheduleDelivery(ids, at);
    },
  };
  return {
    realtime,
    jobs,
    async stop() {
      options.notifications.realtime = silentPublisher;
      const runner = await jobs.catch(() => undefined);
      await runner?.stop();
      await realtime.close();
    },
  };
}
