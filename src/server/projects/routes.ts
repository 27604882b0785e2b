import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  createProjectRequestSchema,
  deleteProjectQuerySchema,
  projectDetailSchema,
  projectIdParamSchema,
  projectListQuerySchema,
  projectListSchema,
  updateProjectRequestSchema,
} from '../../domain/projects-api.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import { catalogueHook } from '../chat/session-routes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { errorResponse, json } from '../journey/route-helpers.ts';
import { registerProjectItemRoutes } from './items/item-routes.ts';
import { registerProjectLinkRoutes } from './link-routes.ts';
import {
  createProjectFor,
  deleteProjectFor,
  getProjectFor,
  listProjectsFor,
  updateProjectFor,
} from './projects-service.ts';

const tags = ['Projects'];
const idParams = z.object({ id: projectIdParamSchema.openapi({ param: { name: 'id', in: 'path' } }) });
const unauthenticated = errorResponse('User not authenticated');

const routes = {
  list: createRoute({
    method: 'get',
    path: '/api/projects',
    tags,
    summary: "The caller's projects with stage progress, counts and last activity; search, sort, pages",
    request: { query: projectListQuerySchema },
    responses: {
      200: { description: 'A page of projects', ...json(projectListSchema) },
      401: unauthenticated,
      500: errorResponse('Failed to get projects'),
    },
  }),
  create: createRoute({
    method: 'post',
    path: '/api/projects',
    tags,
    summary: 'Create a project (private)',
    request: { body: { required: true, ...json(createProjectRequestSchema) } },
    responses: {
      201: { description: 'The new project', ...json(projectDetailSchema) },
      400: errorResponse('Project name is required; Project name must be less than 200 characters'),
      401: unauthenticated,
      500: errorResponse('Failed to create project'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/projects/{id}',
    tags,
    summary: 'One project with its chats, progress and share link',
    request: { params: idParams },
    responses: {
      200: { description: 'The project', ...json(projectDetailSchema) },
      404: errorResponse('Project not found'),
      500: errorResponse('Failed to get projects'),
    },
  }),
  patch: createRoute({
    method: 'patch',
    path: '/api/projects/{id}',
    tags,
    summary: 'Rename, describe, share by link (visibility "link") or revoke the link (visibility "private")',
    request: { params: idParams, body: { required: true, ...json(updateProjectRequestSchema) } },
    responses: {
      200: { description: 'The updated project', ...json(projectDetailSchema) },
      400: errorResponse('Project name is required; Project name must be less than 200 characters'),
      404: errorResponse('Project not found'),
      500: errorResponse('Failed to update project'),
    },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/api/projects/{id}',
    tags,
    summary: 'Delete a project; its chats are unlinked or deleted as chats=unlink|delete says',
    request: { params: idParams, query: deleteProjectQuerySchema },
    responses: {
      204: { description: 'Deleted' },
      400: errorResponse("Choose whether to unlink or delete this project's chats"),
      404: errorResponse('Project not found'),
      500: errorResponse('Failed to delete project'),
    },
  }),
};

export function registerProjectRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;

  app.openapi(
    routes.list,
    async (c) => {
      const userId = requireUser(c).id;
      const query = c.req.valid('query');
      const list = await failAs('GET_PROJECTS_FAILED', c.var.log, () =>
        listProjectsFor({ db, userId, query }),
      );
      return c.json(list, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.create,
    async (c) => {
      const userId = requireUser(c).id;
      const { name, description } = c.req.valid('json');
      const project = await failAs('CREATE_PROJECT_FAILED', c.var.log, () =>
        createProjectFor({ db, userId, name, description }),
      );
      return c.json(project, 201);
    },
    catalogueHook,
  );

  app.openapi(
    routes.get,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const project = await failAs('GET_PROJECTS_FAILED', c.var.log, () => getProjectFor({ db, userId, id }));
      return c.json(project, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.patch,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const project = await failAs('UPDATE_PROJECT_FAILED', c.var.log, () =>
        updateProjectFor({ db, userId, id, patch }),
      );
      return c.json(project, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.delete,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { chats } = c.req.valid('query');
      await failAs('DELETE_PROJECT_FAILED', c.var.log, () => deleteProjectFor({ db, userId, id, chats }));
      return c.body(null, 204);
    },
    catalogueHook,
  );

  registerProjectLinkRoutes(app, deps);
  registerProjectItemRoutes(app, deps);
}
