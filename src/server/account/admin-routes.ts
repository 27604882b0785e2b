import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { PROFILE_SEARCH_LIMIT } from '../../domain/constants.ts';
import type { Database } from '../db/client.ts';
import { searchProfiles } from '../db/repositories/profiles-repository.ts';
import type { AppEnv } from '../http/request-context.ts';
import { requireRole } from './roles-service.ts';

const searchRoute = createRoute({
  method: 'get',
  path: '/api/admin/profiles/search',
  tags: ['admin'],
  summary: 'Profiles whose full name or username contains q (at most 10)',
  request: { query: z.object({ q: z.string().trim().max(100).default('') }) },
  responses: {
    200: {
      description: 'Matches',
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                username: z.string().nullable(),
                fullName: z.string().nullable(),
                avatarUrl: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    401: { description: 'User not authenticated' },
    403: { description: 'Not an admin' },
  },
});

/** Every /api/admin/* route requires the admin role (401 without a user, 403 without the role). */
export function guardAdminRoutes(app: OpenAPIHono<AppEnv>, database: Database): void {
  app.use('/api/admin/*', requireRole(database.db, 'admin'));
}

export function registerAdminAccountRoutes(app: OpenAPIHono<AppEnv>, database: Database): void {
  app.openapi(searchRoute, async (c) => {
    const { q } = c.req.valid('query');
    const rows = q ? await searchProfiles({ db: database.db, query: q, limit: PROFILE_SEARCH_LIMIT }) : [];
    return c.json(
      { items: rows.map(({ id, username, fullName, avatarUrl }) => ({ id, username, fullName, avatarUrl })) },
      200,
    );
  });
}
