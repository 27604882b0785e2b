import { OpenAPIHono } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { AppError, toWireError } from '../domain/errors.ts';
import { guardAdminRoutes, registerAdminAccountRoutes } from './account/admin-routes.ts';
import { registerAccountRoutes } from './account/routes.ts';
import { createAuth, sessionResolver } from './auth/auth.ts';
import { createCaptchaService } from './auth/captcha.ts';
import { csrfProtection } from './auth/csrf.ts';
import { sessionMiddleware } from './auth/current-user.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import { createSessionCache, sessionCacheInvalidation } from './auth/session-cache.ts';
import { type ChatOverrides, registerChatRoutes } from './chat/chat-routes.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerHealthRoutes } from './health/routes.ts';
import { handleApiNotFound, handleError } from './http/error-handler.ts';
import { type AppEnv, requestContext } from './http/request-context.ts';
import { mountStaticWeb } from './http/static-web.ts';
import { registerJourneyRoutes } from './journey/journey-routes.ts';
import type { Logger } from './logger.ts';
import { registerAdminNotificationRoutes } from './notifications/admin-routes.ts';
import { createNotificationSystem, type NotificationSystem } from './notifications/notification-system.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerProjectRoutes } from './projects/routes.ts';
import type { Redis } from './redis/redis-connection.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  version: string;
  /** The process's Redis connection when REDIS_URL is set: shared rate limits, captcha records, socket.io. */
  redis?: Redis;
  /** Tests and benchmarks only: a stand-in chat model and tools instead of the configured provider. */
  chat?: ChatOverrides;
  /** Folder of the built SPA; omitted in API-only tests. */
  webRoot?: string;
  /** The process's notification system (main.ts shares it with realtime and jobs); built here when absent. */
  notifications?: NotificationSystem;
}

/** Builds the whole HTTP app from its dependencies, so tests drive exactly what production serves. */
export function createApp(deps: AppDependencies): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    // Request validation failures answer with the catalogue's shape and the schema's own message.
    defaultHook: (result, c) => {
      if (!result.success) {
        const detail = result.error.issues[0]?.message ?? 'Invalid request';
        return c.json(toWireError(new AppError('VALIDATION_FAILED', { detail })), 400);
      }
    },
  });

  app.use('*', requestContext(deps.logger));
  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: 'same-origin' }));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  const compressJson = compress();
  // Never buffer the chat's event stream behind a compressor.
  app.use('/api/*', (c, next) => (c.req.path === '/api/chat' ? next() : compressJson(c, next)));
  app.onError(handleError);

  const auth = createAuth({ config: deps.config, database: deps.database, logger: deps.logger });
  const captcha = createCaptchaService({ config: deps.config, logger: deps.logger, redis: deps.redis });
  app.use('/api/*', csrfProtection(deps.config.PUBLIC_URL));
  const sessions = createSessionCache(sessionResolver(auth));
  app.use('/api/*', sessionCacheInvalidation(sessions));
  app.use('/api/*', sessionMiddleware(sessions.resolve));
  guardAdminRoutes(app, deps.database);
  registerAuthRoutes(app, {
    auth,
    captcha,
    config: deps.config,
    database: deps.database,
    redis: deps.redis,
  });
  registerAccountRoutes(app, { auth, config: deps.config, database: deps.database });
  registerAdminAccountRoutes(app, deps.database);

  registerChatRoutes(app, deps);
  registerJourneyRoutes(app, { db: deps.database.db });
  registerProjectRoutes(app, { db: deps.database.db });
  const notifications =
    deps.notifications ??
    createNotificationSystem({ config: deps.config, db: deps.database.db, logger: deps.logger });
  registerNotificationRoutes(app, notifications);
  registerAdminNotificationRoutes(app, notifications);
  registerHealthRoutes(app, {
    dbKind: deps.database.kind,
    aiProvider: deps.config.AI_PROVIDER,
    version: deps.version,
    pingDatabase: () => deps.database.ping(),
  });

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Ideaforge API',
      version: deps.version,
      description: 'Every JSON endpoint of Ideaforge. Errors answer {"error":{"code","message"}}.',
    },
    servers: [{ url: deps.config.PUBLIC_URL }],
  });

  app.all('/api/*', handleApiNotFound);
  if (deps.webRoot) mountStaticWeb(app, deps.webRoot);
  return app;
}
