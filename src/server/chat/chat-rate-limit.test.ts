/**
 * The chat rate limit: a clear 429 with Retry-After, a lower budget for anonymous users, and — with Redis — one
 * budget per user across app processes (two apps on one database, each with its own Redis connection, against a
 * real redis-server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, openRedis } from '../redis/redis-connection.ts';
import { startTestRedis, type TestRedis } from '../testing/test-redis.ts';
import { signInAnonymousTestUser } from '../testing/test-users.ts';
import { scriptedModel, textParts } from './chat-test-models.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  readChatStream,
  signUp,
} from './chat-test-support.ts';

const limits = { CHAT_RATE_LIMIT_PER_MINUTE: '2', CHAT_RATE_LIMIT_ANON_PER_MINUTE: '1' };
const chat = { model: scriptedModel(textParts(['ok'])) };

async function send(t: ChatTestApp, caller: Caller, sessionId: string): Promise<Response> {
  const res = await call(t.app, caller, 'POST', '/api/chat', {
    sessionId,
    messages: [{ role: 'user', content: 'hello' }],
  });
  if (res.status === 200) await readChatStream(res);
  return res;
}

describe('the chat rate limit in one process', () => {
  let t: ChatTestApp;

  beforeAll(async () => {
    t = await createChatTestApp({ env: limits, chat });
  });
  afterAll(() => t.cleanup());

  it('answers 429 with a clear message and Retry-After once a user is over the limit; anonymous users get less', async () => {
    const user = await signUp(t.app);
    const sessionId = await createSessionFor(t.app, user);
    expect((await send(t, user, sessionId)).status).toBe(200);
    expect((await send(t, user, sessionId)).status).toBe(200);
    const limited = await send(t, user, sessionId);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await limited.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CHAT_RATE_LIMITED');
    expect(body.error.message).toMatch(/^You are sending messages too quickly\. Please wait \d+ seconds/);

    const anon = await signInAnonymousTestUser(t.app);
    const anonCaller = { userId: anon.userId, token: anon.token };
    const anonSession = await createSessionFor(t.app, anonCaller);
    expect((await send(t, anonCaller, anonSession)).status).toBe(200);
    expect((await send(t, anonCaller, anonSession)).status).toBe(429);
  });
});

describe('the chat rate limit shared through Redis', () => {
  let redis: TestRedis;
  let first: ChatTestApp;
  let second: ChatTestApp;
  const connections: ReturnType<typeof openRedis>[] = [];

  beforeAll(async () => {
    redis = await startTestRedis();
    const connect = () => {
      const connection = openRedis(redis.url, { name: 'chat-rate-limit-test' });
      connections.push(connection);
      return connection;
    };
    first = await createChatTestApp({ env: limits, chat, redis: connect() });
    second = await createChatTestApp({ env: limits, chat, redis: connect(), database: first.database });
  });
  afterAll(async () => {
    await Promise.all(connections.map((connection) => closeRedis(connection)));
    await first.cleanup();
    await redis.stop();
  });

  it('counts a user’s calls to either process against one budget', async () => {
    const user = await signUp(first.app);
    const sessionId = await createSessionFor(first.app, user);
    expect((await send(first, user, sessionId)).status).toBe(200);
    expect((await send(second, user, sessionId)).status).toBe(200);
    const refused = [await send(first, user, sessionId), await send(second, user, sessionId)];
    expect(refused.map((res) => res.status)).toEqual([429, 429]);
    const keys = await connections[0]?.keys('chat:*');
    expect(keys).toEqual([`chat:${user.userId}`]);
  });

  it('gives anonymous users their own lower budget, shared the same way', async () => {
    const anon = await signInAnonymousTestUser(first.app);
    const caller = { userId: anon.userId, token: anon.token };
    const sessionId = await createSessionFor(second.app, caller);
    expect((await send(second, caller, sessionId)).status).toBe(200);
    expect((await send(first, caller, sessionId)).status).toBe(429);
  });
});
