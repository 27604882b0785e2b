/**
 * Test support for the chat suites: the real HTTP app with an optional stand-in model, authenticated JSON calls,
 * and a reader for the chat event stream.
 */
import { type ChatEvent, parseChatEventLine } from '../../domain/chat-events.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../db/test-database.ts';
import { createLogger } from '../logger.ts';
import type { Redis } from '../redis/redis-connection.ts';
import { jsonHeaders, signUpTestUser } from '../testing/test-users.ts';
import type { ChatOverrides } from './chat-routes.ts';

export interface ChatTestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  cleanup(): Promise<void>;
}

/**
 * The app on a fresh in-memory database, or on `database` (a second "process" of the same deployment: it is then
 * left for its owner to clean up); `redis` as REDIS_URL would give it.
 */
export async function createChatTestApp(
  options: {
    env?: Record<string, string>;
    chat?: ChatOverrides;
    redis?: Redis;
    database?: TestDatabase;
  } = {},
): Promise<ChatTestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://unused',
    AUTH_SECRET: 'test-auth-secret-0123456789abcdef0123456789',
    CAPTCHA_PROVIDER: 'off',
    AI_PROVIDER: 'guide',
    CHAT_RATE_LIMIT_PER_MINUTE: '1000',
    CHAT_RATE_LIMIT_ANON_PER_MINUTE: '1000',
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const logger = createLogger({ level: config.LOG_LEVEL, pretty: false });
  const app = createApp({
    config,
    database,
    logger,
    version: '0.0.0-test',
    ...(options.chat ? { chat: options.chat } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
  });
  return { app, database, cleanup: options.database ? async () => {} : () => database.cleanup() };
}

interface FetchApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export interface Caller {
  userId: string;
  token: string;
}

export async function signUp(app: FetchApp): Promise<Caller> {
  const user = await signUpTestUser(app);
  return { userId: user.userId, token: user.token };
}

export function call(
  app: FetchApp,
  caller: Caller | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers = jsonHeaders(caller ? { authorization: `Bearer ${caller.token}` } : {});
  return Promise.resolve(
    app.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

export async function createSessionFor(app: FetchApp, caller: Caller): Promise<string> {
  const res = await call(app, caller, 'POST', '/api/sessions', {});
  if (res.status !== 201) throw new Error(`create session: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

export interface ReadStream {
  events: ChatEvent[];
  done: boolean;
  text: string;
}

/** Reads the whole event stream; `stopAfter` cancels the reader (a client disconnect) after that many deltas. */
export async function readChatStream(
  response: Response,
  options: { stopAfter?: number } = {},
): Promise<ReadStream> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const result: ReadStream = { events: [], done: false, text: '' };
  let buffer = '';
  let deltas = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end !== -1) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const parsed = parseChatEventLine(frame);
      if (parsed.kind === 'done') result.done = true;
      if (parsed.kind === 'event') {
        result.events.push(parsed.event);
        if (parsed.event.type === 'content_block_delta') {
          result.text += parsed.event.delta.text;
          deltas += 1;
        }
      }
      end = buffer.indexOf('\n\n');
    }
    if (options.stopAfter !== undefined && deltas >= options.stopAfter) {
      await reader.cancel();
      break;
    }
  }
  return result;
}

export interface StoredMessage {
  id: string;
  content: string;
  isUser: boolean;
  status: string;
  toolCalls: Array<Record<string, unknown>> | null;
}

export async function listStoredMessages(
  app: FetchApp,
  caller: Caller,
  sessionId: string,
): Promise<StoredMessage[]> {
  const res = await call(app, caller, 'GET', `/api/sessions/${sessionId}/messages`);
  if (res.status !== 200) throw new Error(`messages: ${res.status}`);
  return ((await res.json()) as { items: StoredMessage[] }).items;
}

/** Polls until `predicate` holds (the reply is saved in the background after a disconnect). */
export async function eventually<T>(
  read: () => Promise<T>,
  predicate: (value: T) => boolean,
  ms = 5000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (predicate(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
