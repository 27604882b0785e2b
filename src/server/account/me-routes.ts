import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { requireUser } from '../auth/current-user.ts';
import type { AppEnv } from '../http/request-context.ts';

const meResponse = z.object({
  user: z.object({
    id: z.string(),
    email: z.string().nullable(),
    name: z.string(),
    isAnonymous: z.boolean(),
  }),
});

const getMe = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['account'],
  summary: 'The signed-in user',
  responses: {
    200: { description: 'The acting user', content: { 'application/json': { schema: meResponse } } },
    401: { description: 'User not authenticated' },
  },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getMe, (c) => {
    const user = requireUser(c);
    return c.json({ user }, 200);
  });
}
