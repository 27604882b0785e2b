/**
 * A reply's life beyond one request: regenerate replaces the saved reply on the server, and shutdown lets replies
 * in flight (with or without a client) finish and be saved, stopping the slow ones as interrupted.
 */
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptedModel, textParts } from './chat-test-models.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  listStoredMessages,
  readChatStream,
  signUp,
} from './chat-test-support.ts';
import { countRepliesInFlight, drainReplies } from './replies-in-flight.ts';

let currentModel = scriptedModel(textParts(['Hello']));
const switchingModel = new MockLanguageModelV4({
  doStream: (options) => currentModel.doStream(options),
});

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i} `);

describe('regenerating the last reply', () => {
  let t: ChatTestApp;
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    t = await createChatTestApp({ chat: { model: switchingModel, tools: [], maxRetries: 0 } });
    alice = await signUp(t.app);
    bob = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  async function conversation() {
    const sessionId = await createSessionFor(t.app, alice);
    currentModel = scriptedModel(textParts(['First ', 'answer']));
    await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', {
        sessionId,
        messages: [{ role: 'user', content: 'Dog walkers' }],
      }),
    );
    return sessionId;
  }

  it('stores the new reply in place of the old one, and keeps one copy of the user message', async () => {
    const sessionId = await conversation();
    const [, first] = await listStoredMessages(t.app, alice, sessionId);
    currentModel = scriptedModel(textParts(['Second ', 'answer']));
    const stream = await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', {
        sessionId,
        messages: [{ role: 'user', content: 'Dog walkers' }],
        regenerate: true,
      }),
    );
    expect(stream.events.at(-1)).toMatchObject({ type: 'completion_confirmed' });
    const stored = await listStoredMessages(t.app, alice, sessionId);
    expect(stored.map((m) => [m.isUser, m.content])).toEqual([
      [true, 'Dog walkers'],
      [false, 'Second answer'],
    ]);
    expect(stored[1]?.id).not.toBe(first?.id);
  });

  it('keeps the old reply when the new one fails before any text arrived', async () => {
    const sessionId = await conversation();
    currentModel = scriptedModel([], { failWith: 'Overloaded' });
    const stream = await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', {
        sessionId,
        messages: [{ role: 'user', content: 'Dog walkers' }],
        regenerate: true,
      }),
    );
    expect(stream.events.at(-1)).toMatchObject({ type: 'error', error: 'AI response failed: Overloaded' });
    const stored = await listStoredMessages(t.app, alice, sessionId);
    expect(stored.map((m) => m.content)).toEqual(['Dog walkers', 'First answer']);
  });

  it('rejects a regenerate flag that is not a boolean, and answers 404 for another user’s session', async () => {
    const sessionId = await conversation();
    const body = { sessionId, messages: [{ role: 'user', content: 'Dog walkers' }] };
    const bad = await call(t.app, alice, 'POST', '/api/chat', { ...body, regenerate: 'yes' });
    expect(bad.status).toBe(400);
    const foreign = await call(t.app, bob, 'POST', '/api/chat', { ...body, regenerate: true });
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe(
      'Chat session not found',
    );
    expect((await listStoredMessages(t.app, alice, sessionId)).map((m) => m.content)).toEqual([
      'Dog walkers',
      'First answer',
    ]);
  });
});

describe('draining replies at shutdown', () => {
  let t: ChatTestApp;
  let alice: Caller;

  beforeAll(async () => {
    t = await createChatTestApp({ chat: { model: switchingModel, tools: [], maxRetries: 0 } });
    alice = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  async function startReply(content: string, readDeltas: number) {
    const sessionId = await createSessionFor(t.app, alice);
    const res = await call(t.app, alice, 'POST', '/api/chat', {
      sessionId,
      messages: [{ role: 'user', content }],
    });
    // The client reads a little, then goes away: the reply carries on detached.
    await readChatStream(res, { stopAfter: readDeltas });
    return sessionId;
  }

  it('waits for replies in flight, connected or detached, and finds them saved complete', async () => {
    currentModel = scriptedModel(textParts(words('w', 30)), { delayMs: 15 });
    const detached = await startReply('Detached', 2);
    const sessionId = await createSessionFor(t.app, alice);
    const res = await call(t.app, alice, 'POST', '/api/chat', {
      sessionId,
      messages: [{ role: 'user', content: 'Connected' }],
    });
    const connected = readChatStream(res);
    expect(countRepliesInFlight()).toBe(2);

    expect(await drainReplies(10_000)).toEqual({ finished: 2, interrupted: 0 });
    expect(countRepliesInFlight()).toBe(0);
    expect((await connected).events.at(-1)).toMatchObject({ type: 'completion_confirmed' });
    for (const id of [detached, sessionId]) {
      const stored = await listStoredMessages(t.app, alice, id);
      expect(stored.at(-1)).toMatchObject({
        isUser: false,
        status: 'complete',
        content: words('w', 30).join(''),
      });
    }
  });

  it('stops a reply still running when the wait is over and saves what arrived as interrupted', async () => {
    currentModel = scriptedModel(textParts(words('slow', 100)), { delayMs: 100 });
    const sessionId = await startReply('Slow', 2);
    const started = Date.now();
    expect(await drainReplies(400)).toEqual({ finished: 0, interrupted: 1 });
    expect(Date.now() - started).toBeLessThan(3_000);
    const reply = (await listStoredMessages(t.app, alice, sessionId)).at(-1);
    expect(reply).toMatchObject({ isUser: false, status: 'interrupted' });
    expect(reply?.content.startsWith('slow0 slow1 ')).toBe(true);
    expect(reply?.content.length).toBeLessThan(words('slow', 100).join('').length);
  });

  it('returns at once when nothing is in flight', async () => {
    expect(await drainReplies(5_000)).toEqual({ finished: 0, interrupted: 0 });
  });
});
