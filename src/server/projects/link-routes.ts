import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sessionIdSchema } from '../../domain/chat-session.ts';
import { artefactDetailSchema } from '../../domain/journey-api.ts';
import {
  linkSessionRequestSchema,
  projectDetailSchema,
  projectIdParamSchema,
  promoteArtefactRequestSchema,
  saveToProjectRequestSchema,
  saveToProjectResultSchema,
  sharedProjectSchema,
  shareTokenParamSchema,
} from '../../domain/projects-api.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import { catalogueHook } from '../chat/session-routes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { errorResponse, json } from '../journey/route-helpers.ts';
import {
  linkChatToProject,
  promoteArtefactToProject,
  saveChatToProject,
  unlinkChatFromProject,
} from './project-chats-service.ts';
import { getSharedProject } from './project-sharing-service.ts';

/* Chats in projects, promoted documents, and the public read-only view of a project shared by link. */

const tags = ['Projects'];
const projectParam = projectIdParamSchema.openapi({ param: { name: 'id', in: 'path' } });
const idParams = z.object({ id: projectParam });
const chatParams = z.object({
  id: projectParam,
  sessionId: sessionIdSchema.openapi({ param: { name: 'sessionId', in: 'path' } }),
});

const routes = {
  link: createRoute({
    method: 'post',
    path: '/api/projects/{id}/sessions',
    tags,
    summary: 'Link one of the caller’s chats to the project (moving it from any other project)',
    request: { params: idParams, body: { required: true, ...json(linkSessionRequestSchema) } },
    responses: {
      200: { description: 'The project with its chats', ...json(projectDetailSchema) },
      400: errorResponse('Session ID must be a valid UUID'),
      404: errorResponse('Project not found; Chat session not found'),
      500: errorResponse('Failed to update project'),
    },
  }),
  unlink: createRoute({
    method: 'delete',
    path: '/api/projects/{id}/sessions/{sessionId}',
    tags,
    summary: 'Unlink a chat from the project (the chat and its documents are kept)',
    request: { params: chatParams },
    responses: {
      200: { description: 'The project with its chats', ...json(projectDetailSchema) },
      404: errorResponse('Project not found; Chat session not found'),
      500: errorResponse('Failed to update project'),
    },
  }),
  promote: createRoute({
    method: 'post',
    path: '/api/projects/{id}/promote',
    tags,
    summary: "Make a document of one of the project's chats a project document",
    request: { params: idParams, body: { required: true, ...json(promoteArtefactRequestSchema) } },
    responses: {
      200: { description: 'The document, now also the project’s', ...json(artefactDetailSchema) },
      400: errorResponse("Only a document of one of this project's chats can be promoted into it"),
      404: errorResponse('Project not found; Artefact not found'),
      409: errorResponse('An artefact with this name already exists'),
      500: errorResponse('Failed to update artefact'),
    },
  }),
  save: createRoute({
    method: 'post',
    path: '/api/sessions/{id}/save-to-project',
    tags,
    summary:
      'Save a chat into a project: the given one, else its own, else a new "Project <date>" (auto-created)',
    request: {
      params: z.object({ id: sessionIdSchema.openapi({ param: { name: 'id', in: 'path' } }) }),
      body: { required: false, ...json(saveToProjectRequestSchema) },
    },
    responses: {
      200: { description: 'The project and whether it was created', ...json(saveToProjectResultSchema) },
      404: errorResponse('Chat session not found; Project not found'),
      500: errorResponse('Failed to create project'),
    },
  }),
  shared: createRoute({
    method: 'get',
    path: '/api/shared/projects/{token}',
    tags,
    summary: 'A project shared by link, read-only, without an account (revoked or unknown: 404)',
    request: {
      params: z.object({ token: shareTokenParamSchema.openapi({ param: { name: 'token', in: 'path' } }) }),
    },
    responses: {
      200: { description: 'The shared project', ...json(sharedProjectSchema) },
      404: errorResponse('Project not found'),
      500: errorResponse('Failed to get projects'),
    },
  }),
};

export function registerProjectLinkRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;

  app.openapi(
    routes.link,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { sessionId } = c.req.valid('json');
      const project = await failAs('UPDATE_PROJECT_FAILED', c.var.log, () =>
        linkChatToProject({ db, userId, projectId: id, sessionId }),
      );
      return c.json(project, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.unlink,
    async (c) => {
      const userId = requireUser(c).id;
      const { id, sessionId } = c.req.valid('param');
      const project = await failAs('UPDATE_PROJECT_FAILED', c.var.log, () =>
        unlinkChatFromProject({ db, userId, projectId: id, sessionId }),
      );
      return c.json(project, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.promote,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { artefactId } = c.req.valid('json');
      const artefact = await failAs('UPDATE_ARTEFACT_FAILED', c.var.log, () =>
        promoteArtefactToProject({ db, userId, projectId: id, artefactId }),
      );
      return c.json(artefact, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.save,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json') ?? {};
      const result = await failAs('CREATE_PROJECT_FAILED', c.var.log, () =>
        saveChatToProject({ db, userId, sessionId: id, projectId: body.projectId }),
      );
      return c.json(result, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.shared,
    async (c) => {
      const { token } = c.req.valid('param');
      const project = await failAs('GET_PROJECTS_FAILED', c.var.log, () =>
        getSharedProject({ db, shareToken: token }),
      );
      c.header('X-Robots-Tag', 'noindex');
      return c.json(project, 200);
    },
    catalogueHook,
  );
}
