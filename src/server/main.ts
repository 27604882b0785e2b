import { existsSync, readFileSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { drainReplies } from './chat/replies-in-flight.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { listenWithAcceptors } from './http/acceptors.ts';
import { createLogger } from './logger.ts';
import { createNotificationSystem } from './notifications/notification-system.ts';
import { startLiveServices } from './realtime/start-live-services.ts';
import { closeRedis, openRedis, type Redis, waitForRedis } from './redis/redis-connection.ts';

export interface RunningServer {
  url: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish, then closes the database cleanly. */
  close(): Promise<void>;
}

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const defaultWebRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

export async function startServer(
  options: { env?: Record<string, string | undefined>; webRoot?: string } = {},
): Promise<RunningServer> {
  const started = performance.now();
  const config = loadConfig(options.env);
  const logger = createLogger({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    ...(config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL }
      : { dataDir: `${config.DATA_DIR}/pglite` }),
    logger,
  });
  let redis: Redis | undefined;
  try {
    await migrateDatabase(database);
    if (config.REDIS_URL) {
      redis = openRedis(config.REDIS_URL, { logger });
      await waitForRedis(redis);
    }
  } catch (error) {
    if (redis) await closeRedis(redis);
    await database.close();
    throw error;
  }

  const notifications = createNotificationSystem({ config, db: database.db, logger });
  const app = createApp({
    config,
    database,
    logger,
    version: packageJson.version,
    redis,
    notifications,
    webRoot: options.webRoot ?? defaultWebRoot,
  });
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  // Several sockets on the port, so a busy process still accepts a burst of connections quickly (acceptors.ts).
  await listenWithAcceptors(server, { port: config.PORT, host: config.HOST });
  let live: ReturnType<typeof startLiveServices>;
  try {
    // Returns at once: pg-boss finishes starting in the background (see startLiveServices).
    live = startLiveServices({
      httpServer: server,
      app,
      config,
      database,
      logger,
      notifications,
      ...(redis ? { redis } : {}),
    });
  } catch (error) {
    await new Promise((resolve) => server.close(resolve));
    if (redis) await closeRedis(redis);
    await database.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST ?? 'localhost'}:${port}`;
  logger.info(
    {
      port,
      db: database.kind,
      redis: redis !== undefined,
      ai: config.AI_PROVIDER,
      startupMs: Math.round(performance.now() - started),
    },
    `Ideaforge is listening on ${url}`,
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info('shutting down: finishing in-flight requests');
      await live.stop();
      const serverClosed = new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Idle keep-alive sockets would hold close() open; busy ones finish their response first.
        if ('closeIdleConnections' in server) server.closeIdleConnections();
      });
      // Chat replies still being generated, with or without their client, finish and are saved first
      // (within 8 s; then what arrived is saved as interrupted), so the database closes on complete rows.
      const replies = await drainReplies(8_000, 1_500);
      if (replies.finished + replies.interrupted > 0) logger.info(replies, 'chat replies in flight saved');
      await serverClosed;
      if (redis) await closeRedis(redis);
      await database.close();
      logger.info('stopped cleanly');
      logger.flush();
    })();
    return closing;
  };
  return { url, port, close };
}

/** The process entry: reads .env, starts, and shuts down cleanly on SIGTERM/SIGINT. */
export async function runServerProcess(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  let running: RunningServer;
  try {
    running = await startServer();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const stop = (signal: string) => {
    // A second signal, or a shutdown stuck past 10 s, ends the process anyway.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    process.once(signal, () => process.exit(1));
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runServerProcess();
}
