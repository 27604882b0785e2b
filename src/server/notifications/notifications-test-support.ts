import type { Agent } from 'node:https';
import { createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { assignRole } from '../db/repositories/roles-repository.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createLogger } from '../logger.ts';
import type { RealtimePublisher } from '../realtime/realtime-publisher.ts';
import { jsonHeaders, type SignedUpTestUser, signUpTestUser } from '../testing/test-users.ts';
import { createNotificationSystem, type NotificationSystem } from './notification-system.ts';

export interface NotificationsTestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  system: NotificationSystem;
  cleanup(): Promise<void>;
}

/** createTestApp's app, with the notification system built here so a test can give it a push agent or realtime. */
export async function createNotificationsTestApp(
  options: { env?: Record<string, string>; pushAgent?: Agent; realtime?: RealtimePublisher } = {},
): Promise<NotificationsTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://unused',
    AUTH_SECRET: 'test-auth-secret-0123456789abcdef0123456789',
    PUBLIC_URL: 'http://localhost:8080',
    CAPTCHA_PROVIDER: 'off',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    AI_PROVIDER: 'guide',
    ...options.env,
  });
  const database = await createTestDatabase();
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: false });
  const system = createNotificationSystem({
    config,
    db: database.db,
    logger,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
  });
  const app = createApp({ config, database, logger, version: '0.0.0-test', notifications: system });
  return { app, database, config, system, cleanup: () => database.cleanup() };
}

export async function signUpAdmin(t: NotificationsTestApp): Promise<SignedUpTestUser> {
  const admin = await signUpTestUser(t.app);
  await assignRole({ db: t.database.db, userId: admin.userId, role: 'admin' });
  return admin;
}

/** A request helper bound to one user's cookie. */
export function asUser(t: NotificationsTestApp, user: { cookie: string }) {
  return async (method: string, path: string, body?: unknown) => {
    const response = await t.app.request(path, {
      method,
      headers: jsonHeaders({ cookie: user.cookie }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // Tests read the answer as plain JSON; each assertion states the shape it expects.
    // biome-ignore lint/suspicious/noExplicitAny: response bodies of many shapes
    const json = (await response.json().catch(() => null)) as any;
    return { status: response.status, body: json };
  };
}
