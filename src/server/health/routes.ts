import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { AppEnv } from '../http/request-context.ts';

const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    db: z.enum(['pglite', 'postgres']),
    ai: z.string().openapi({ example: 'guide' }),
    version: z.string(),
  })
  .openapi('Health');

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and the engines in use',
  responses: {
    200: {
      description: 'The service and its database answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
    503: {
      description: 'The database does not answer',
      content: { 'application/json': { schema: HealthSchema } },
    },
  },
});

export interface HealthDependencies {
  dbKind: 'pglite' | 'postgres';
  aiProvider: string;
  version: string;
  pingDatabase(): Promise<void>;
}

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: HealthDependencies): void {
  app.openapi(healthRoute, async (c) => {
    const body = { db: deps.dbKind, ai: deps.aiProvider, version: deps.version };
    try {
      await deps.pingDatabase();
      return c.json({ status: 'ok' as const, ...body }, 200);
    } catch (error) {
      c.var.log.error({ err: error }, 'health check: database did not answer');
      return c.json({ status: 'degraded' as const, ...body }, 503);
    }
  });
}
