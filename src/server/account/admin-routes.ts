import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { PROFILE_SEARCH_LIMIT } from '../../domain/constants.ts';
import { USER_ROLES, userRoleSchema } from '../../domain/roles.ts';
import type { Database } from '../db/client.ts';
import { searchProfiles } from '../db/repositories/profiles-repository.ts';
import type { AppEnv } from '../http/request-context.ts';
import { grantUserRole, listUserRoles, requireRole, revokeUserRole } from './roles-service.ts';

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

const wireError = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: wireError } },
});
const userParams = z.object({ userId: z.uuid({ error: 'User ID must be a valid UUID' }) });
const rolesAnswer = {
  description: 'The user’s roles after the change',
  content: {
    'application/json': {
      schema: z.object({ userId: z.string(), roles: z.array(z.enum(USER_ROLES)) }),
    },
  },
};
const roleErrors = {
  400: errorAnswer('Invalid user id or role'),
  401: errorAnswer('User not authenticated'),
  403: errorAnswer('Not an admin'),
  404: errorAnswer('User not found'),
  500: errorAnswer('Failed to get user roles / assign role / remove role: <cause>'),
};

const listRolesRoute = createRoute({
  method: 'get',
  path: '/api/admin/users/{userId}/roles',
  tags: ['admin'],
  summary: 'A user’s roles (get_user_roles)',
  request: { params: userParams },
  responses: { 200: rolesAnswer, ...roleErrors },
});

const assignRoleRoute = createRoute({
  method: 'post',
  path: '/api/admin/users/{userId}/roles',
  tags: ['admin'],
  summary: 'Assign a role (inserts a role record; assigning a held role changes nothing)',
  request: {
    params: userParams,
    body: { content: { 'application/json': { schema: z.object({ role: userRoleSchema }) } }, required: true },
  },
  responses: { 200: rolesAnswer, ...roleErrors },
});

const removeRoleRoute = createRoute({
  method: 'delete',
  path: '/api/admin/users/{userId}/roles/{role}',
  tags: ['admin'],
  summary: 'Remove a role (deletes the role record; removing a role not held changes nothing)',
  request: { params: userParams.extend({ role: userRoleSchema }) },
  responses: { 200: rolesAnswer, ...roleErrors },
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
  const db = database.db;
  app.openapi(listRolesRoute, async (c) => {
    const { userId } = c.req.valid('param');
    return c.json({ userId, roles: await listUserRoles({ db, userId }) }, 200);
  });
  app.openapi(assignRoleRoute, async (c) => {
    const { userId } = c.req.valid('param');
    const { role } = c.req.valid('json');
    return c.json({ userId, roles: await grantUserRole({ db, userId, role }) }, 200);
  });
  app.openapi(removeRoleRoute, async (c) => {
    const { userId, role } = c.req.valid('param');
    return c.json({ userId, roles: await revokeUserRole({ db, userId, role }) }, 200);
  });
}
