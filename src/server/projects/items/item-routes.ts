/**
 * HTTP routes of a project's pages, bounded contexts and infrastructure items (list, create, get, update, delete)
 * and of their derivation from the documents (preview, apply). The contract is project-items-api.ts.
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import {
  applyDerivationRequestSchema,
  applyDerivationResultSchema,
  contextItemSchema,
  contextListSchema,
  createContextRequestSchema,
  createInfrastructureRequestSchema,
  createPageRequestSchema,
  derivationPreviewSchema,
  infrastructureItemSchema,
  infrastructureListSchema,
  PROJECT_ITEM_PATHS,
  type ProjectItemKind,
  pageItemSchema,
  pageListSchema,
  updateContextRequestSchema,
  updateInfrastructureRequestSchema,
  updatePageRequestSchema,
} from '../../../domain/project-items-api.ts';
import { catalogued } from '../../../domain/validation.ts';
import { requireUser } from '../../auth/current-user.ts';
import { failAs } from '../../chat/fail-as.ts';
import { catalogueHook } from '../../chat/session-routes.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/request-context.ts';
import { errorResponse, json } from '../../journey/route-helpers.ts';
import { applyDerivation, previewDerivation } from '../derivation/derivation-service.ts';
import {
  createContext,
  createInfrastructure,
  createPage,
  deleteItem,
  getContext,
  getInfrastructure,
  getPage,
  type ItemScope,
  listContexts,
  listInfrastructure,
  listPages,
  requireOwnProject,
  updateContext,
  updateInfrastructure,
  updatePage,
} from './items-service.ts';

const tags = ['Project items'];
/*
 * Path parameters are built here with this module's `z` (zod v4 adds `.openapi` to schemas made after
 * @hono/zod-openapi is loaded, and the domain's schemas may be made before that when a document save loads the
 * derivation first); they validate as the domain's (`projectIdParamSchema` etc.) do, with the same messages.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function uuidParam(code: Parameters<typeof catalogued>[0], name: string) {
  return z
    .string(catalogued(code))
    .regex(UUID, catalogued(code))
    .openapi({ param: { name, in: 'path' } });
}
const projectParam = uuidParam('PROJECT_NOT_FOUND', 'id');
const idParams = z.object({ id: projectParam });

interface KindConfig {
  label: string;
  notFoundCode: 'PROJECT_PAGE_NOT_FOUND' | 'BOUNDED_CONTEXT_NOT_FOUND' | 'INFRASTRUCTURE_ITEM_NOT_FOUND';
  list: z.ZodType;
  item: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  notFound: string;
  invalid: string;
  conflict: string;
  service: {
    list(scope: ItemScope): Promise<unknown>;
    create(scope: ItemScope, body: never): Promise<unknown>;
    get(scope: ItemScope, id: string): Promise<unknown>;
    update(scope: ItemScope, id: string, body: never): Promise<unknown>;
  };
}

const KINDS: Record<ProjectItemKind, KindConfig> = {
  page: {
    label: 'page',
    notFoundCode: 'PROJECT_PAGE_NOT_FOUND',
    list: pageListSchema,
    item: pageItemSchema,
    create: createPageRequestSchema,
    update: updatePageRequestSchema,
    notFound: 'Project not found; Project page not found',
    invalid: 'Name is required; Route must start with / and contain no spaces; Status must be one of: …',
    conflict: 'Another page of this project already has this route',
    service: { list: listPages, create: createPage, get: getPage, update: updatePage },
  },
  context: {
    label: 'bounded context',
    notFoundCode: 'BOUNDED_CONTEXT_NOT_FOUND',
    list: contextListSchema,
    item: contextItemSchema,
    create: createContextRequestSchema,
    update: updateContextRequestSchema,
    notFound: 'Project not found; Bounded context not found',
    invalid:
      'Name is required; A relationship needs the other context and a direction: upstream or downstream; Status must be one of: …',
    conflict: 'Another bounded context of this project already has this name',
    service: { list: listContexts, create: createContext, get: getContext, update: updateContext },
  },
  infrastructure: {
    label: 'infrastructure item',
    notFoundCode: 'INFRASTRUCTURE_ITEM_NOT_FOUND',
    list: infrastructureListSchema,
    item: infrastructureItemSchema,
    create: createInfrastructureRequestSchema,
    update: updateInfrastructureRequestSchema,
    notFound: 'Project not found; Infrastructure item not found',
    invalid:
      'Name is required; Kind must be one of: …; Cost estimate must be a number of US dollars a month, 0 or more; Links must be valid URLs, at most 20',
    conflict: 'Another infrastructure item of this project already has this name',
    service: {
      list: listInfrastructure,
      create: createInfrastructure,
      get: getInfrastructure,
      update: updateInfrastructure,
    },
  },
};

function registerKind(app: OpenAPIHono<AppEnv>, db: Db, kind: ProjectItemKind): void {
  const config = KINDS[kind];
  const base = `/api/projects/{id}/${PROJECT_ITEM_PATHS[kind]}`;
  const itemParams = z.object({
    id: projectParam,
    itemId: uuidParam(config.notFoundCode, 'itemId'),
  });
  const scopeOf = (userId: string, projectId: string): ItemScope => ({ db, userId, projectId });
  const failures = {
    get: 'GET_PROJECT_ITEMS_FAILED',
    create: 'CREATE_PROJECT_ITEM_FAILED',
    update: 'UPDATE_PROJECT_ITEM_FAILED',
    delete: 'DELETE_PROJECT_ITEM_FAILED',
  } as const;

  app.openapi(
    createRoute({
      method: 'get',
      path: base,
      tags,
      summary: `The project's ${config.label} items, in order`,
      request: { params: idParams },
      responses: {
        200: { description: `The ${config.label} items`, ...json(config.list) },
        404: errorResponse('Project not found'),
        500: errorResponse('Failed to get project items'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const list = await failAs(failures.get, c.var.log, () => config.service.list(scopeOf(userId, id)));
      return c.json(list as never, 200);
    },
    catalogueHook,
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: base,
      tags,
      summary: `Add a ${config.label} by hand (origin "manual")`,
      request: { params: idParams, body: { required: true, ...json(config.create) } },
      responses: {
        201: { description: `The new ${config.label}`, ...json(config.item) },
        400: errorResponse(config.invalid),
        404: errorResponse('Project not found'),
        409: errorResponse(config.conflict),
        500: errorResponse('Failed to create item'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const body = c.req.valid('json') as never;
      const item = await failAs(failures.create, c.var.log, () =>
        config.service.create(scopeOf(userId, id), body),
      );
      return c.json(item as never, 201);
    },
    catalogueHook,
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `${base}/{itemId}`,
      tags,
      summary: `One ${config.label}`,
      request: { params: itemParams },
      responses: {
        200: { description: `The ${config.label}`, ...json(config.item) },
        404: errorResponse(config.notFound),
        500: errorResponse('Failed to get project items'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id, itemId } = c.req.valid('param') as { id: string; itemId: string };
      const item = await failAs(failures.get, c.var.log, () =>
        config.service.get(scopeOf(userId, id), itemId),
      );
      return c.json(item as never, 200);
    },
    catalogueHook,
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: `${base}/{itemId}`,
      tags,
      summary: `Edit a ${config.label} (a derived one keeps its baseline: later derivations propose, never overwrite)`,
      request: { params: itemParams, body: { required: true, ...json(config.update) } },
      responses: {
        200: { description: `The updated ${config.label}`, ...json(config.item) },
        400: errorResponse(config.invalid),
        404: errorResponse(config.notFound),
        409: errorResponse(config.conflict),
        500: errorResponse('Failed to update item'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id, itemId } = c.req.valid('param') as { id: string; itemId: string };
      const body = c.req.valid('json') as never;
      const item = await failAs(failures.update, c.var.log, () =>
        config.service.update(scopeOf(userId, id), itemId, body),
      );
      return c.json(item as never, 200);
    },
    catalogueHook,
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `${base}/{itemId}`,
      tags,
      summary: `Delete a ${config.label}`,
      request: { params: itemParams },
      responses: {
        204: { description: 'Deleted' },
        404: errorResponse(config.notFound),
        500: errorResponse('Failed to delete item'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id, itemId } = c.req.valid('param') as { id: string; itemId: string };
      await failAs(failures.delete, c.var.log, () => deleteItem(scopeOf(userId, id), kind, itemId));
      return c.body(null, 204);
    },
    catalogueHook,
  );
}

export function registerProjectItemRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;
  for (const kind of ['page', 'context', 'infrastructure'] as const) registerKind(app, db, kind);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/projects/{id}/derivation',
      tags,
      summary: 'What deriving from the documents would add, change or remove (nothing is written)',
      request: { params: idParams },
      responses: {
        200: { description: 'The sources and the proposals', ...json(derivationPreviewSchema) },
        404: errorResponse('Project not found'),
        500: errorResponse('Failed to derive from the documents'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const preview = await failAs('DERIVATION_FAILED', c.var.log, async () => {
        await requireOwnProject({ db, userId, projectId: id });
        return previewDerivation(db, id);
      });
      return c.json(preview, 200);
    },
    catalogueHook,
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/projects/{id}/derivation',
      tags,
      summary: 'Apply the chosen proposals (by key), all or none',
      request: { params: idParams, body: { required: true, ...json(applyDerivationRequestSchema) } },
      responses: {
        200: { description: 'The keys applied and the proposals left', ...json(applyDerivationResultSchema) },
        400: errorResponse('Choose at least one proposed change to accept'),
        404: errorResponse('Project not found'),
        409: errorResponse(
          'The proposed changes are out of date; review them again; Another page of this project already has this route',
        ),
        500: errorResponse('Failed to derive from the documents'),
      },
    }),
    async (c) => {
      const userId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { accept } = c.req.valid('json');
      const result = await failAs('DERIVATION_FAILED', c.var.log, async () => {
        await requireOwnProject({ db, userId, projectId: id });
        return applyDerivation(db, id, accept);
      });
      return c.json(result, 200);
    },
    catalogueHook,
  );
}
