import { ServerResponse } from 'node:http';
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { chatRequestSchema, generateSessionTitleSchema, sessionIdSchema } from '../../domain/chat-session.ts';
import { AppError, toWireError } from '../../domain/errors.ts';
import { parseOrThrow } from '../../domain/validation.ts';
import { createLanguageModel } from '../ai/registry.ts';
import { CHAT_SYSTEM_PROMPT } from '../ai/system-prompt.ts';
import type { LanguageModelSpec } from '../ai/types.ts';
import { requireUser } from '../auth/current-user.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { recordReplyDiagrams } from '../journey/diagrams-service.ts';
import type { Logger } from '../logger.ts';
import type { Redis } from '../redis/redis-connection.ts';
import { createChatRateLimiter } from './chat-rate-limit.ts';
import { type ChatRuntime, generateSessionTitle, sendChatMessage } from './chat-service.ts';
import { type AnyChatTool, defaultChatTools } from './chat-tools.ts';
import { createChatWrites } from './chat-writes.ts';
import { failAs } from './fail-as.ts';
import { stopReplies } from './replies-in-flight.ts';
import { catalogueHook, registerSessionRoutes } from './session-routes.ts';
import { requireOwnSession } from './session-service.ts';
import { createStopRelay } from './stop-relay.ts';

/** Replacements for tests and benchmarks; production uses the configured provider and the default tools. */
export interface ChatOverrides {
  model?: LanguageModelSpec;
  tools?: readonly AnyChatTool[];
  /** Model call retries (default 2). */
  maxRetries?: number;
}

export interface ChatRouteDependencies {
  config: Config;
  database: Database;
  chat?: ChatOverrides | undefined;
  /** Shares the chat rate limit between app processes (REDIS_URL), and carries Stop generating to all of them. */
  redis?: Redis | undefined;
  logger: Logger;
}

const titleRoute = createRoute({
  method: 'post',
  path: '/api/generate-session-title',
  tags: ['Chat'],
  summary: 'Name a session from its idea (the fallback rule when the AI cannot); saves and returns the title',
  request: {
    body: { required: true, content: { 'application/json': { schema: generateSessionTitleSchema } } },
  },
  responses: {
    200: {
      description: 'The title',
      content: { 'application/json': { schema: z.object({ title: z.string() }) } },
    },
    404: { description: 'Chat session not found' },
  },
});

const stopRoute = createRoute({
  method: 'post',
  path: '/api/chat/stop',
  tags: ['Chat'],
  summary:
    'Stop generating: stops the reply being generated in a session and saves what arrived, marked stopped',
  description:
    'The reply then ends its event stream with content_complete (what arrived) and completion_confirmed. ' +
    '`stopped` is false when no reply was being generated (it had already finished). A client that merely ' +
    'disconnects does not stop the reply: it is finished and saved.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ sessionId: sessionIdSchema }) } },
    },
  },
  responses: {
    200: {
      description: 'Whether a reply was stopped; once answered, the stopped reply is saved',
      content: { 'application/json': { schema: z.object({ stopped: z.boolean() }) } },
    },
    400: { description: 'Session ID is required; Invalid session ID' },
    401: { description: 'User not authenticated' },
    404: { description: 'Chat session not found' },
  },
});

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** The Node ServerResponse behind a request served by @hono/node-server (its `env`); undefined otherwise (tests). */
function nodeResponseOf(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing;
  return outgoing instanceof ServerResponse ? outgoing : undefined;
}

/** POST /api/chat (the chat function), POST /api/generate-session-title and the /api/sessions resources. */
export function registerChatRoutes(app: OpenAPIHono<AppEnv>, deps: ChatRouteDependencies): void {
  const db = deps.database.db;
  const runtime: ChatRuntime = {
    model: deps.chat?.model ?? createLanguageModel(deps.config),
    tools: deps.chat?.tools ?? defaultChatTools,
    system: CHAT_SYSTEM_PROMPT,
    isBuiltIn: !deps.chat?.model && deps.config.AI_PROVIDER === 'guide',
    ...(deps.chat?.maxRetries !== undefined ? { maxRetries: deps.chat.maxRetries } : {}),
    onReplySaved: (reply) => recordReplyDiagrams({ db, reply }),
    writes: createChatWrites(db),
  };
  const limiter = createChatRateLimiter({
    perMinute: deps.config.CHAT_RATE_LIMIT_PER_MINUTE,
    anonymousPerMinute: deps.config.CHAT_RATE_LIMIT_ANON_PER_MINUTE,
    redis: deps.redis,
  });
  // A reply runs in the process its request reached; with several processes the stop is relayed to all of them.
  const stop = deps.redis ? createStopRelay({ redis: deps.redis, logger: deps.logger }) : stopReplies;

  registerSessionRoutes(app, { db });

  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/chat',
    tags: ['Chat'],
    summary: 'The chat function: saves the message and streams the reply as server-sent events',
    description:
      'Each event is one `data: <json>` line (content_block_delta, tool_use_started, tool_use_completed, ' +
      'tool_processing_started, tool_processing_completed, content_complete, completion_confirmed, save_error, ' +
      'error), then `data: [DONE]`. The reply is saved even if the client disconnects.',
    request: { body: { required: true, content: { 'application/json': { schema: chatRequestSchema } } } },
    responses: {
      200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
      400: { description: 'Messages are required for API call; Session ID is required for API call; …' },
      401: { description: 'User not authenticated' },
      404: { description: 'Chat session not found' },
      429: { description: 'Too many messages; Retry-After says when to try again' },
    },
  });

  app.post('/api/chat', async (c) => {
    const user = requireUser(c);
    const body: unknown = await c.req.json().catch(() => ({}));
    const request = parseOrThrow(chatRequestSchema, body ?? {});
    try {
      await limiter.consume(user);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CHAT_RATE_LIMITED') {
        const seconds = /(\d+) seconds/.exec(error.message)?.[1] ?? '60';
        return c.json(toWireError(error), 429, { 'Retry-After': seconds });
      }
      throw error;
    }
    const reply = await failAs('SEND_MESSAGE_FAILED', c.var.log, () =>
      sendChatMessage({
        db,
        runtime,
        userId: user.id,
        request,
        log: c.var.log,
        outgoing: nodeResponseOf(c.env),
      }),
    );
    return c.body(reply.body, 200, SSE_HEADERS);
  });

  app.openapi(
    stopRoute,
    async (c) => {
      const user = requireUser(c);
      const { sessionId } = c.req.valid('json');
      // Only the owner's replies are stopped; another user's session answers 404 like one that does not exist.
      const stopped = await stop({ sessionId, userId: user.id });
      if (stopped === 0) await requireOwnSession({ db, userId: user.id, id: sessionId });
      return c.json({ stopped: stopped > 0 }, 200);
    },
    catalogueHook,
  );

  app.openapi(
    titleRoute,
    async (c) => {
      const user = requireUser(c);
      const { sessionId, ideaContent } = c.req.valid('json');
      const result = await failAs('GENERATE_SESSION_TITLE_FAILED', c.var.log, () =>
        generateSessionTitle({ db, runtime, userId: user.id, sessionId, ideaContent, log: c.var.log }),
      );
      return c.json(result, 200);
    },
    catalogueHook,
  );
}
