/**
 * Stop generating (POST /api/chat/stop) against the real OpenAI-compatible provider and a local server speaking its
 * chat.completion.chunk stream, over real HTTP: a stop aborts the provider call and saves what arrived as stopped (with its finished diagrams); a
 * plain disconnect still lets the reply finish and be saved; only the session's owner can stop it.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readChatStream } from '../testing/chat-stream.ts';
import { type PacedProvider, startPacedProvider } from '../testing/paced-provider.ts';
import {
  type Caller,
  type ChatTestApp,
  call,
  createChatTestApp,
  createSessionFor,
  eventually,
  listStoredMessages,
  signUp,
} from './chat-test-support.ts';

const TOKENS = 200;
const PACE_MS = 10;
/** The reply opens with a finished diagram, then words. */
const DIAGRAM = '```mermaid\nflowchart TD\n  Idea --> Plan\n```\n\n';
const tokens = Array.from({ length: TOKENS }, (_, i) => (i === 0 ? DIAGRAM : `w${i} `));
const fullReply = tokens.join('');

let t: ChatTestApp;
let provider: PacedProvider;
let http: ReturnType<typeof serve>;
let base: string;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  provider = await startPacedProvider(tokens, PACE_MS);
  t = await createChatTestApp({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test',
      OPENAI_BASE_URL: provider.baseUrl,
    },
  });
  http = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  alice = await signUp(t.app);
  bob = await signUp(t.app);
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await provider.close();
  await t.cleanup();
});

const headers = (caller: Caller) => ({
  'content-type': 'application/json',
  authorization: `Bearer ${caller.token}`,
});

/** Opens a chat stream over HTTP and reads its events as they come. */
async function openChat(caller: Caller, sessionId: string, signal?: AbortSignal) {
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: headers(caller),
    body: JSON.stringify({ sessionId, messages: [{ role: 'user', content: 'Write a long essay' }] }),
    ...(signal ? { signal } : {}),
  });
  expect(res.status).toBe(200);
  return readChatStream(res);
}

const stop = (caller: Caller | null, body: unknown) =>
  fetch(`${base}/api/chat/stop`, {
    method: 'POST',
    headers: caller ? headers(caller) : { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('Stop generating', () => {
  it('aborts the provider call and saves what arrived, marked stopped; the stream ends with it', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const endingsBefore = provider.endings.length;
    const chat = await openChat(alice, sessionId);
    await chat.readUntil(() => chat.text.length >= DIAGRAM.length + 30);

    const res = await stop(alice, { sessionId });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stopped: true });

    await chat.readUntil(() => chat.done);
    expect(chat.done).toBe(true);
    const complete = chat.events.find((e) => e.type === 'content_complete');
    const confirmed = chat.events.find((e) => e.type === 'completion_confirmed');
    if (complete?.type !== 'content_complete' || confirmed?.type !== 'completion_confirmed') {
      throw new Error(`no content_complete/completion_confirmed: ${JSON.stringify(chat.events.slice(-3))}`);
    }
    expect(chat.events.some((e) => e.type === 'error')).toBe(false);
    expect(complete.content).toBe(chat.text);
    expect(fullReply.startsWith(complete.content)).toBe(true);
    expect(complete.content.length).toBeLessThan(fullReply.length);

    // The provider's stream was closed long before its end.
    await eventually(
      async () => provider.endings.slice(endingsBefore),
      (endings) => endings.length === 1,
    );
    expect(provider.endings.slice(endingsBefore)).toEqual(['closed early']);

    const stored = await listStoredMessages(t.app, alice, sessionId);
    expect(stored.map((m) => [m.isUser, m.status])).toEqual([
      [true, 'complete'],
      [false, 'stopped'],
    ]);
    expect(stored[1]).toMatchObject({ id: confirmed.messageId, content: complete.content });

    // The diagram it finished before the stop is stored, as for a complete reply.
    const diagrams = await call(t.app, alice, 'GET', `/api/messages/${confirmed.messageId}/diagrams`);
    expect(diagrams.status).toBe(200);
    expect(await diagrams.json()).toMatchObject({
      items: [{ diagramType: 'flowchart', content: 'flowchart TD\n  Idea --> Plan' }],
    });

    // Nothing runs any more: a second stop finds nothing to stop.
    const again = await stop(alice, { sessionId });
    expect(await again.json()).toEqual({ stopped: false });
  });

  it('does not stop a reply whose client merely disconnected: it finishes and is saved complete', async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const abort = new AbortController();
    const chat = await openChat(alice, sessionId, abort.signal);
    await chat.readUntil(() => chat.text.length >= 30);
    abort.abort();
    const stored = await eventually(
      () => listStoredMessages(t.app, alice, sessionId),
      (messages) => messages.length === 2,
      15_000,
    );
    expect(stored[1]).toMatchObject({ isUser: false, status: 'complete', content: fullReply });
  });

  it("answers 404 to another user's stop and leaves the reply running; validates and needs a user", async () => {
    const sessionId = await createSessionFor(t.app, alice);
    const chat = await openChat(alice, sessionId);
    await chat.readUntil(() => chat.text.length >= 30);

    const res = await stop(bob, { sessionId });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'CHAT_SESSION_NOT_FOUND', message: 'Chat session not found' },
    });
    const unknown = await stop(alice, { sessionId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    const missing = await stop(alice, {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe(
      'Session ID is required',
    );
    expect((await stop(null, { sessionId })).status).toBe(401);

    await chat.readUntil(() => chat.done);
    expect(chat.text).toBe(fullReply);
    const stored = await listStoredMessages(t.app, alice, sessionId);
    expect(stored[1]).toMatchObject({ status: 'complete', content: fullReply });
    // Bob's call went through the same app: his own session with nothing running answers stopped: false.
    const own = await createSessionFor(t.app, bob);
    expect(await (await stop(bob, { sessionId: own })).json()).toEqual({ stopped: false });
    expect((await call(t.app, bob, 'GET', `/api/sessions/${sessionId}/messages`)).status).toBe(404);
  });
});
