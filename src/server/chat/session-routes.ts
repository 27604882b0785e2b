import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { createSessionSchema, sessionIdSchema, updateSessionSchema } from '../../domain/chat-session.ts';
import { AppError } from '../../domain/errors.ts';
import { toAppError } from '../../domain/validation.ts';
import { requireUser } from '../auth/current-user.ts';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { failAs } from './fail-as.ts';
import {
  createSession,
  deleteAllSessions,
  deleteSession,
  listSessionMessages,
  listSessions,
  requireOwnSession,
  toSessionView,
  updateSession,
} from './session-service.ts';

/** Request validation answers with the catalogue code and message of the domain schema that failed. */
export const catalogueHook = (result: { success: boolean; error?: unknown }): undefined => {
  if (!result.success) {
    const issue = (result.error as { issues?: z.core.$ZodIssue[] } | undefined)?.issues?.[0];
    throw issue ? toAppError(issue) : new AppError('VALIDATION_FAILED', { detail: 'Invalid request' });
  }
};

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) }).openapi('Error');
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const sessionSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    title: z.string(),
    projectId: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('ChatSession');

const messageSchema = z
  .object({
    id: z.string(),
    sessionId: z.string(),
    content: z.string(),
    isUser: z.boolean(),
    status: z.enum(['streaming', 'complete', 'interrupted', 'stopped', 'failed']),
    toolCalls: z.array(z.unknown()).nullable(),
    createdAt: z.string(),
  })
  .openapi('ChatMessage');

const idParams = z.object({ id: sessionIdSchema.openapi({ param: { name: 'id', in: 'path' } }) });
const json = <S extends z.ZodType>(schema: S) => ({ content: { 'application/json': { schema } } });
const tags = ['Chat sessions'];

const listRoute = createRoute({
  method: 'get',
  path: '/api/sessions',
  tags,
  summary: "The caller's chat sessions, newest updated first",
  request: {
    query: z.object({
      cursor: z.string().optional(),
      limit: z.coerce.number().int().min(1).max(100).optional(),
      projectId: z.string().uuid().optional(),
    }),
  },
  responses: {
    200: {
      description: 'A page of sessions',
      ...json(z.object({ items: z.array(sessionSchema), nextCursor: z.string().optional() })),
    },
    401: errorResponse('User not authenticated'),
    500: errorResponse('Failed to fetch chat sessions'),
  },
});

const createRouteDef = createRoute({
  method: 'post',
  path: '/api/sessions',
  tags,
  summary: 'Create a chat session (titled "New Chat" unless given a title)',
  request: { body: { required: false, ...json(createSessionSchema) } },
  responses: {
    201: { description: 'The new session', ...json(sessionSchema) },
    401: errorResponse('User not authenticated'),
    404: errorResponse('Project not found'),
    500: errorResponse('Failed to create chat session'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/sessions/{id}',
  tags,
  summary: 'One of the caller’s sessions',
  request: { params: idParams },
  responses: {
    200: { description: 'The session', ...json(sessionSchema) },
    404: errorResponse('Chat session not found'),
    500: errorResponse('Failed to fetch chat sessions'),
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/api/sessions/{id}',
  tags,
  summary: 'Rename, toggle active, or link/unlink a project (projectId null unlinks)',
  request: { params: idParams, body: { required: true, ...json(updateSessionSchema) } },
  responses: {
    200: { description: 'The updated session', ...json(sessionSchema) },
    404: errorResponse('Chat session not found'),
    500: errorResponse('Failed to update session title'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/sessions/{id}',
  tags,
  summary: 'Delete a session and its messages',
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponse('Chat session not found'),
    500: errorResponse('Failed to delete chat session'),
  },
});

const deleteAllRoute = createRoute({
  method: 'delete',
  path: '/api/sessions',
  tags,
  summary: 'Delete every session of the caller',
  responses: {
    200: { description: 'How many were deleted', ...json(z.object({ deleted: z.number().int() })) },
    500: errorResponse('Failed to delete all sessions, or Failed to delete some sessions'),
  },
});

const messagesRoute = createRoute({
  method: 'get',
  path: '/api/sessions/{id}/messages',
  tags,
  summary: "A session's messages in conversation order",
  request: { params: idParams },
  responses: {
    200: { description: 'The messages', ...json(z.object({ items: z.array(messageSchema) })) },
    400: errorResponse('Session ID is required'),
    404: errorResponse('Chat session not found'),
    500: errorResponse('Failed to fetch messages'),
  },
});

export function registerSessionRoutes(app: OpenAPIHono<AppEnv>, deps: { db: Db }): void {
  const { db } = deps;

  app.openapi(
    listRoute,
    async (c) => {
      const user = requireUser(c);
      const q = c.req.valid('query');
      const page = await failAs('FETCH_CHAT_SESSIONS_FAILED', c.var.log, () =>
        listSessions({ db, userId: user.id, cursor: q.cursor, limit: q.limit, projectId: q.projectId }),
      );
      return c.json(page, 200);
    },
    catalogueHook,
  );

  app.openapi(
    createRouteDef,
    async (c) => {
      const user = requireUser(c);
      const body = c.req.valid('json') ?? {};
      const session = await failAs('CREATE_CHAT_SESSION_FAILED', c.var.log, () =>
        createSession({ db, userId: user.id, title: body.title, projectId: body.projectId }),
      );
      return c.json(session, 201);
    },
    catalogueHook,
  );

  app.openapi(
    getRoute,
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const row = await failAs('FETCH_CHAT_SESSIONS_FAILED', c.var.log, () =>
        requireOwnSession({ db, userId: user.id, id }),
      );
      return c.json(toSessionView(row), 200);
    },
    catalogueHook,
  );

  app.openapi(
    patchRoute,
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const patch = c.req.valid('json');
      const session = await failAs('UPDATE_SESSION_TITLE_FAILED', c.var.log, () =>
        updateSession({ db, userId: user.id, id, patch }),
      );
      return c.json(session, 200);
    },
    catalogueHook,
  );

  app.openapi(
    deleteRoute,
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      await failAs('DELETE_CHAT_SESSION_FAILED', c.var.log, () => deleteSession({ db, userId: user.id, id }));
      return c.body(null, 204);
    },
    catalogueHook,
  );

  app.openapi(deleteAllRoute, async (c) => {
    const user = requireUser(c);
    const result = await failAs('DELETE_ALL_SESSIONS_FAILED', c.var.log, () =>
      deleteAllSessions({ db, userId: user.id }),
    );
    return c.json(result, 200);
  });

  app.openapi(
    messagesRoute,
    async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      const page = await failAs('FETCH_MESSAGES_FAILED', c.var.log, () =>
        listSessionMessages({ db, userId: user.id, sessionId: id }),
      );
      return c.json(page, 200);
    },
    catalogueHook,
  );
}
