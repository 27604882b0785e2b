import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/request-context.ts';
import type { Auth } from './auth.ts';

/** better-auth's own endpoints, at their standard paths under /api/auth. */
export function mountAuthHandler(app: OpenAPIHono<AppEnv>, auth: Auth): void {
  app.on(['GET', 'POST'], '/api/auth/*', (c) => auth.handler(c.req.raw));
}
