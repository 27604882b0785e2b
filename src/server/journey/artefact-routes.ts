import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { sessionIdSchema } from '../../domain/chat-session.ts';
import {
  artefactDetailSchema,
  artefactDiffQuerySchema,
  artefactDiffSchema,
  artefactListSchema,
  artefactVersionDetailSchema,
  artefactVersionListSchema,
  createArtefactRequestSchema,
  updateArtefactRequestSchema,
} from '../../domain/journey-api.ts';
import { catalogued } from '../../domain/validation.ts';
import { requireUser } from '../auth/current-user.ts';
import { failAs } from '../chat/fail-as.ts';
import { catalogueHook } from '../chat/session-routes.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import {
  diffVersionsOf,
  getVersionOf,
  listVersionsOf,
  restoreVersionOf,
} from './artefact-versions-service.ts';
import {
  createArtefactFor,
  deleteArtefactFor,
  exportSessionMarkdown,
  getArtefactDetail,
  listArtefacts,
  updateArtefactFor,
} from './artefacts-service.ts';
import { errorResponse, json } from './route-helpers.ts';

const tags = ['Documents'];
const artefactId = z.uuid(catalogued('ARTEFACT_NOT_FOUND')).openapi({ param: { name: 'id', in: 'path' } });
const idParams = z.object({ id: artefactId });
const versionParams = z.object({
  id: artefactId,
  version: z.coerce.number().int().positive(),
});
const sessionParams = z.object({ id: sessionIdSchema });
const projectParams = z.object({
  id: z.uuid(catalogued('ARTEFACT_OWNER_NOT_FOUND')).openapi({ param: { name: 'id', in: 'path' } }),
});
const writeErrors = {
  400: errorResponse(
    'Artefact name is required; Artefact content is too large; <Kind> document requires <field>…',
  ),
  403: errorResponse(
    'Access denied. Please ensure you have permission to create artefacts in this project/session',
  ),
  409: errorResponse('An artefact with this name already exists'),
};

const routes = {
  listSession: createRoute({
    method: 'get',
    path: '/api/sessions/{id}/artefacts',
    tags,
    summary: "A session's documents in journey order, each with its out-of-date flag",
    request: { params: sessionParams },
    responses: {
      200: { description: 'The documents', ...json(artefactListSchema) },
      404: errorResponse('Chat session not found'),
      500: errorResponse('Failed to get session artefacts'),
    },
  }),
  createSession: createRoute({
    method: 'post',
    path: '/api/sessions/{id}/artefacts',
    tags,
    summary: 'Add a document to a session (free Markdown or structured fields of its kind)',
    request: { params: sessionParams, body: { required: true, ...json(createArtefactRequestSchema) } },
    responses: {
      201: { description: 'The new document', ...json(artefactDetailSchema) },
      ...writeErrors,
      404: errorResponse('Chat session not found'),
      500: errorResponse(
        'Failed to create session artefact; Database error: …; Failed to create artefact - no ID returned',
      ),
    },
  }),
  exportSession: createRoute({
    method: 'get',
    path: '/api/sessions/{id}/artefacts/export',
    tags,
    summary: 'Every document of the session as one Markdown file (journey order), as a download',
    request: { params: sessionParams },
    responses: {
      200: { description: 'The Markdown bundle', content: { 'text/markdown': { schema: z.string() } } },
      404: errorResponse('Chat session not found'),
      500: errorResponse('Failed to get session artefacts'),
    },
  }),
  listProject: createRoute({
    method: 'get',
    path: '/api/projects/{id}/artefacts',
    tags,
    summary: "A project's documents in journey order",
    request: { params: projectParams },
    responses: {
      200: { description: 'The documents', ...json(artefactListSchema) },
      404: errorResponse('Project not found or access denied'),
      500: errorResponse('Failed to get artefacts'),
    },
  }),
  createProject: createRoute({
    method: 'post',
    path: '/api/projects/{id}/artefacts',
    tags,
    summary: 'Add a document to a project',
    request: { params: projectParams, body: { required: true, ...json(createArtefactRequestSchema) } },
    responses: {
      201: { description: 'The new document', ...json(artefactDetailSchema) },
      ...writeErrors,
      404: errorResponse('Project not found or access denied'),
      500: errorResponse('Failed to create artefact; Database error: …'),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/api/artefacts/{id}',
    tags,
    summary: 'One document with its Markdown and structured fields',
    request: { params: idParams },
    responses: {
      200: { description: 'The document', ...json(artefactDetailSchema) },
      404: errorResponse('Artefact not found'),
      500: errorResponse('Failed to get artefacts'),
    },
  }),
  patch: createRoute({
    method: 'patch',
    path: '/api/artefacts/{id}',
    tags,
    summary:
      'Edit a document (fields merged and validated, or Markdown replaced, or renamed); keeps a version',
    request: { params: idParams, body: { required: true, ...json(updateArtefactRequestSchema) } },
    responses: {
      200: { description: 'The updated document', ...json(artefactDetailSchema) },
      ...writeErrors,
      404: errorResponse('Artefact not found'),
      500: errorResponse('Failed to update artefact'),
    },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/api/artefacts/{id}',
    tags,
    summary: 'Delete a document and its history',
    request: { params: idParams },
    responses: {
      204: { description: 'Deleted' },
      404: errorResponse('Artefact not found'),
      500: errorResponse('Failed to delete artefact'),
    },
  }),
  versions: createRoute({
    method: 'get',
    path: '/api/artefacts/{id}/versions',
    tags,
    summary: "A document's versions, newest first, with lines added/removed against the previous one",
    request: { params: idParams },
    responses: {
      200: { description: 'The versions', ...json(artefactVersionListSchema) },
      404: errorResponse('Artefact not found'),
      500: errorResponse('Failed to get artefacts'),
    },
  }),
  version: createRoute({
    method: 'get',
    path: '/api/artefacts/{id}/versions/{version}',
    tags,
    summary: 'One version of a document',
    request: { params: versionParams },
    responses: {
      200: { description: 'The version', ...json(artefactVersionDetailSchema) },
      404: errorResponse('Artefact not found; Version N of this artefact does not exist'),
      500: errorResponse('Failed to get artefacts'),
    },
  }),
  diff: createRoute({
    method: 'get',
    path: '/api/artefacts/{id}/diff',
    tags,
    summary: 'The line difference between two versions (to defaults to the current one)',
    request: { params: idParams, query: artefactDiffQuerySchema },
    responses: {
      200: { description: 'The difference', ...json(artefactDiffSchema) },
      404: errorResponse('Artefact not found; Version N of this artefact does not exist'),
      500: errorResponse('Failed to get artefacts'),
    },
  }),
  restore: createRoute({
    method: 'post',
    path: '/api/artefacts/{id}/versions/{version}/restore',
    tags,
    summary: 'Restore an old version: its text becomes a new version',
    request: { params: versionParams },
    responses: {
      200: { description: 'The document after the restore', ...json(artefactDetailSchema) },
      404: errorResponse('Artefact not found; Version N of this artefact does not exist'),
      409: errorResponse('An artefact with this name already exists'),
      500: errorResponse('Failed to update artefact'),
    },
  }),
};

export function registerArtefactRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;

  app.openapi(
    routes.listSession,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const items = await failAs('GET_SESSION_ARTEFACTS_FAILED', c.var.log, () =>
        listArtefacts({ db, userId, owner: { sessionId: id } }),
      );
      return c.json({ items }, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.createSession,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const request = c.req.valid('json');
      const detail = await failAs('CREATE_SESSION_ARTEFACT_FAILED', c.var.log, () =>
        createArtefactFor({ db, userId, owner: { sessionId: id }, request }),
      );
      return c.json(detail, 201);
    },
    catalogueHook,
  );

  app.openapi(
    routes.exportSession,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const bundle = await failAs('GET_SESSION_ARTEFACTS_FAILED', c.var.log, () =>
        exportSessionMarkdown({ db, userId, sessionId: id }),
      );
      return c.body(bundle.markdown, 200, {
        'Content-Type': 'text/markdown; charset=utf-8',
        'Content-Disposition': `attachment; filename="${bundle.filename}"`,
      });
    },
    catalogueHook,
  );

  app.openapi(
    routes.listProject,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const items = await failAs('GET_ARTEFACTS_FAILED', c.var.log, () =>
        listArtefacts({ db, userId, owner: { projectId: id } }),
      );
      return c.json({ items }, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.createProject,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const request = c.req.valid('json');
      const detail = await failAs('CREATE_ARTEFACT_FAILED', c.var.log, () =>
        createArtefactFor({ db, userId, owner: { projectId: id }, request }),
      );
      return c.json(detail, 201);
    },
    catalogueHook,
  );

  app.openapi(
    routes.get,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const detail = await failAs('GET_ARTEFACTS_FAILED', c.var.log, () =>
        getArtefactDetail({ db, userId, id }),
      );
      return c.json(detail, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.patch,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const detail = await failAs('UPDATE_ARTEFACT_FAILED', c.var.log, () =>
        updateArtefactFor({ db, userId, id, patch }),
      );
      return c.json(detail, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.delete,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      await failAs('DELETE_ARTEFACT_FAILED', c.var.log, () => deleteArtefactFor({ db, userId, id }));
      return c.body(null, 204);
    },
    catalogueHook,
  );

  app.openapi(
    routes.versions,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const items = await failAs('GET_ARTEFACTS_FAILED', c.var.log, () => listVersionsOf({ db, userId, id }));
      return c.json({ items }, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.version,
    async (c) => {
      const userId = requireUser(c).id;
      const { id, version } = c.req.valid('param');
      const detail = await failAs('GET_ARTEFACTS_FAILED', c.var.log, () =>
        getVersionOf({ db, userId, id, version }),
      );
      return c.json(detail, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.diff,
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { from, to } = c.req.valid('query');
      const diff = await failAs('GET_ARTEFACTS_FAILED', c.var.log, () =>
        diffVersionsOf({ db, userId, id, from, to }),
      );
      return c.json(diff, 200);
    },
    catalogueHook,
  );

  app.openapi(
    routes.restore,
    async (c) => {
      const userId = requireUser(c).id;
      const { id, version } = c.req.valid('param');
      const detail = await failAs('UPDATE_ARTEFACT_FAILED', c.var.log, () =>
        restoreVersionOf({ db, userId, id, version }),
      );
      return c.json(detail, 200);
    },
    catalogueHook,
  );
}
