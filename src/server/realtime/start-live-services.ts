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
  jobs: JobRunner;
  stop(): Promise<void>;
}

/**
 * What runs beside the HTTP routes in an app process: socket.io on the same server (events reach the user's
 * room from this or, through Redis, any process) and the pg-boss worker for scheduled and cleanup jobs.
 */
export async function startLiveServices(options: {
  httpServer: HttpServer;
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  config: Pick<Config, 'PUBLIC_URL'>;
  database: Database;
  logger: Logger;
  notifications: NotificationSystem;
  redis?: Redis;
}): Promise<LiveServices> {
  const realtime = startRealtimeServer({
    httpServer: options.httpServer,
    allowedOrigins: [new URL(options.config.PUBLIC_URL).origin],
    authenticate: authenticateThroughApp(options.app),
    logger: options.logger,
    ...(options.redis ? { redis: options.redis } : {}),
  });
  options.notifications.realtime = realtime;
  let jobs: JobRunner;
  try {
    jobs = await startJobRunner({
      database: options.database,
      logger: options.logger,
      notifications: options.notifications,
    });
  } catch (error) {
    await realtime.close();
    throw error;
  }
  return {
    realtime,
    jobs,
    async stop() {
      options.notifications.realtime = silentPublisher;
      await jobs.stop();
      await realtime.close();
    },
  };
}
