import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { splitSuggestions } from '../../domain/chat-suggestions.ts';
import { scriptedModel, textParts, toolCall, usage } from './chat-test-models.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  eventually,
  listStoredMessages,
  readChatStream,
  signUp,
} from './chat-test-support.ts';
import type { ChatTool } from './chat-tools.ts';

/** The model is swapped per test through this indirection, so one app (and one database) serves the suite. */
let currentModel = scriptedModel(textParts(['Hello']));
const switchingModel = new MockLanguageModelV4({
  doStream: (options) => currentModel.doStream(options),
  doGenerate: (options) => currentModel.doGenerate(options),
});

const executed: unknown[] = [];
const noteTool: ChatTool<{ text: string; tags?: string[] }> = {
  name: 'record_note',
  description: 'Records a note',
  inputSchema: z.object({ text: z.string(), tags: z.array(z.string()).optional() }),
  async execute(input) {
    executed.push(input);
    if (input.text === 'explode') throw new Error('tool exploded');
  },
};

function chatBody(sessionId: string, content: string) {
  return { sessionId, messages: [{ role: 'user', content }] };
}

describe('POST /api/chat with the built-in guide', () => {
  let t: ChatTestApp;
  let alice: Caller;

  beforeAll(async () => {
    t = await createChatTestApp();
    alice = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  it('answers 401 "User not authenticated" without a session', async () => {
    const res = await call(t.app, null, 'POST', '/api/chat', chatBody(crypto.randomUUID(), 'hi'));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'User not authenticated',
    );
  });

  it.each([
    [
      'no messages',
      { sessionId: crypto.randomUUID() },
      'API_MESSAGES_REQUIRED',
      'Messages are required for API call',
    ],
    [
      'an empty list',
      { sessionId: crypto.randomUUID(), messages: [] },
      'API_MESSAGES_REQUIRED',
      'Messages are required for API call',
    ],
    [
      'no session id',
      { messages: [{ role: 'user', content: 'hi' }] },
      'API_SESSION_ID_REQUIRED',
      'Session ID is required for API call',
    ],
    [
      'an empty session id',
      { sessionId: '', messages: [{ role: 'user', content: 'hi' }] },
      'API_SESSION_ID_REQUIRED',
      'Session ID is required for API call',
    ],
    [
      '10001 characters',
      chatBody(crypto.randomUUID(), 'x'.repeat(10_001)),
      'MESSAGE_CONTENT_LENGTH',
      'Message content must be between 1 and 10000 characters. Current length: 10001',
    ],
    [
      'blank content',
      chatBody(crypto.randomUUID(), '   '),
      'MESSAGE_CONTENT_LENGTH',
      'Message content must be between 1 and 10000 characters. Current length: 0',
    ],
  ])('rejects %s with %s', async (_label, body, code, message) => {
    const res = await call(t.app, alice, 'POST', '/api/chat', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code, message } });
  });

  it('streams the guide reply as deltas, completes, confirms the save, and ends with [DONE]', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const idea =
      'I want to build an app that helps dog owners find trusted walkers nearby, with reviews and booking';
    const res = await call(t.app, alice, 'POST', '/api/chat', chatBody(sessionId, idea));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const stream = await readChatStream(res);
    const types = stream.events.map((e) => e.type);
    expect(types.filter((x) => x === 'content_block_delta').length).toBeGreaterThan(10);
    expect(types.slice(-2)).toEqual(['content_complete', 'completion_confirmed']);
    expect(stream.done).toBe(true);
    const complete = stream.events.find((e) => e.type === 'content_complete');
    expect(complete).toMatchObject({ content: stream.text, sessionId });
    expect(stream.text).toContain(
      'So the idea is **an app that helps dog owners find trusted walkers nearby',
    );
    expect(splitSuggestions(stream.text).suggestions.length).toBeGreaterThanOrEqual(2);

    const stored = await listStoredMessages(t.app, alice, sessionId);
    expect(stored.map((m) => [m.isUser, m.status])).toEqual([
      [true, 'complete'],
      [false, 'complete'],
    ]);
    expect(stored[0]?.content).toBe(idea);
    expect(stored[1]).toMatchObject({
      id: complete?.type === 'content_complete' ? complete.messageId : '',
      content: stream.text,
    });
    const session = (await (await call(t.app, alice, 'GET', `/api/sessions/${sessionId}`)).json()) as {
      title: string;
    };
    expect(session.title).toBe(`${idea.slice(0, 50)}...`);
  });

  it('keeps one copy of a user message that is sent again (retry or regenerate)', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', chatBody(sessionId, 'A budgeting tool')),
    );
    const stored = await listStoredMessages(t.app, alice, sessionId);
    const history = {
      sessionId,
      messages: [
        { role: 'user', content: 'A budgeting tool' },
        { role: 'assistant', content: stored[1]?.content ?? '' },
        { role: 'user', content: 'Students overspend' },
      ],
    };
    await readChatStream(await call(t.app, alice, 'POST', '/api/chat', history));
    await readChatStream(await call(t.app, alice, 'POST', '/api/chat', history));
    const after = await listStoredMessages(t.app, alice, sessionId);
    expect(after.filter((m) => m.isUser).map((m) => m.content)).toEqual([
      'A budgeting tool',
      'Students overspend',
    ]);
  });
});

describe('POST /api/chat with a stand-in model', () => {
  let t: ChatTestApp;
  let alice: Caller;

  beforeAll(async () => {
    t = await createChatTestApp({ chat: { model: switchingModel, tools: [noteTool], maxRetries: 0 } });
    alice = await signUp(t.app);
  });
  afterAll(() => t.cleanup());

  it('saves the whole reply when the client disconnects mid-stream over real HTTP', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i} `);
    currentModel = scriptedModel(textParts(words), { delayMs: 10 });
    const sessionId = await createSessionFor(t.app, alice);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const abort = new AbortController();
      const res = await fetch(`http://127.0.0.1:${port}/api/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${alice.token}` },
        body: JSON.stringify(chatBody(sessionId, 'Tell me everything')),
        signal: abort.signal,
      });
      const reader = res.body?.getReader();
      await reader?.read();
      await reader?.read();
      abort.abort();
      const stored = await eventually(
        () => listStoredMessages(t.app, alice, sessionId),
        (messages) => messages.length === 2,
      );
      expect(stored[1]).toMatchObject({ isUser: false, status: 'complete', content: words.join('') });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('runs identical tool uses once, skips unknown tools, reports invalid input, and stores the calls', async () => {
    executed.length = 0;
    currentModel = scriptedModel([
      ...textParts(['Saving ', 'your notes.']),
      toolCall('c1', 'record_note', { text: 'a', tags: ['x'] }),
      toolCall('c2', 'record_note', { tags: ['x'], text: 'a' }),
      toolCall('c3', 'launch_rockets', { count: 3 }),
      toolCall('c4', 'record_note', { text: 42 }),
      toolCall('c5', 'record_note', { text: 'explode' }),
      toolCall('c6', 'record_note', { text: 'b' }),
    ]);
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', chatBody(sessionId, 'Note it')),
    );
    const toolEvents = stream.events.filter((e) => e.type.startsWith('tool_'));
    expect(toolEvents.map((e) => e.type)).toEqual([
      'tool_use_started',
      'tool_use_completed',
      'tool_use_started',
      'tool_use_completed',
      'tool_use_started',
      'tool_use_completed',
      'tool_use_started',
      'tool_use_completed',
      'tool_processing_started',
      'tool_processing_completed',
    ]);
    expect(toolEvents[0]).toEqual({
      type: 'tool_use_started',
      tool: { id: 'c1', name: 'record_note', input: { text: 'a', tags: ['x'] } },
    });
    expect(toolEvents[3]).toMatchObject({ tool: { id: 'c4' }, success: false });
    expect(toolEvents.at(-1)).toEqual({
      type: 'tool_processing_completed',
      tools: ['record_note', 'record_note'],
      count: 2,
    });
    expect(executed).toEqual([{ text: 'a', tags: ['x'] }, { text: 'explode' }, { text: 'b' }]);
    expect(stream.events.map((e) => e.type).slice(-2)).toEqual(['content_complete', 'completion_confirmed']);

    const [, reply] = await listStoredMessages(t.app, alice, sessionId);
    expect(reply?.toolCalls?.map((c) => [c.id, c.status])).toEqual([
      ['c1', 'completed'],
      ['c4', 'invalid'],
      ['c5', 'failed'],
      ['c6', 'completed'],
    ]);
    for (const entry of reply?.toolCalls ?? []) expect(Date.parse(String(entry.timestamp))).not.toBeNaN();
  });

  it('saves what arrived as interrupted and reports "AI response failed" when the provider fails mid-stream', async () => {
    currentModel = scriptedModel(textParts(['The first ', 'half']).slice(0, 3), {
      failWith: 'connection reset',
    });
    const sessionId = await createSessionFor(t.app, alice);
    const stream = await readChatStream(
      await call(t.app, alice, 'POST', '/api/chat', chatBody(sessionId, 'Go')),
    );
    expect(stream.events.at(-1)).toEqual({ type: 'error', error: 'AI response failed: connection reset' });
    expect(stream.events.some((e) => e.type === 'content_complete')).toBe(false);
    expect(stream.done).toBe(true);
    const [, reply] = await listStoredMessages(t.app, alice, sessionId);
    expect(reply).toMatchObject({ isUser: false, status: 'interrupted', content: 'The first half' });
  });

  it('emits save_error when the reply cannot be saved (its session was deleted meanwhile)', async () => {
    currentModel = scriptedModel(textParts(['a ', 'b ', 'c ', 'd ']), { delayMs: 30 });
    const sessionId = await createSessionFor(t.app, alice);
    const res = await call(t.app, alice, 'POST', '/api/chat', chatBody(sessionId, 'Go'));
    await call(t.app, alice, 'DELETE', `/api/sessions/${sessionId}`);
    const stream = await readChatStream(res);
    expect(stream.events.map((e) => e.type).slice(-2)).toEqual(['content_complete', 'save_error']);
    expect(stream.events.at(-1)).toEqual({ type: 'save_error', error: 'Failed to save the reply' });
  });

  it('uses the model for generate-session-title and falls back to the domain rule when it fails', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    currentModel = new MockLanguageModelV4({
      doGenerate: async () => ({
        content: [{ type: 'text', text: '"Dog Walker Finder".\nextra' }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage,
        warnings: [],
      }),
    });
    const ok = await call(t.app, alice, 'POST', '/api/generate-session-title', {
      sessionId,
      ideaContent: 'Dogs',
    });
    expect(await ok.json()).toEqual({ title: 'Dog Walker Finder' });
    currentModel = new MockLanguageModelV4({
      doGenerate: async () => {
        throw new Error('provider down');
      },
    });
    const fallback = await call(t.app, alice, 'POST', '/api/generate-session-title', {
      sessionId,
      ideaContent: 'Walkies for everyone',
    });
    expect(await fallback.json()).toEqual({ title: 'Walkies for everyone' });
  });
});
