/**
 * Stop generating (POST /api/chat/stop) against the real OpenAI-compatible provider and a local server speaking its
 * chat.completion.chunk stream, over real HTTP: a stop aborts the provider call and saves what arrived as stopped (with its finished diagrams); a
 * plain disconnect still lets the reply finish and be saved; only the session's owner can stop it.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatEvent, parseChatEventLine } from '../../domain/chat-events.ts';
import { openaiChunk } from '../testing/provider-wire.ts';
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

/** The provider: each stream sends TOKENS chunks PACE_MS apart; records how each one ended. */
function startProvider() {
  const endings: Array<'finished' | 'closed early'> = [];
  const frame = openaiChunk;
  const server = createServer((req, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(frame({ role: 'assistant', content: '' }));
      let i = 0;
      const timer = setInterval(() => {
        if (i < TOKENS) {
          res.write(frame({ content: tokens[i] }));
          i += 1;
          return;
        }
        clearInterval(timer);
        endings.push('finished');
        res.end(`${frame({}, 'stop')}data: [DONE]\n\n`);
      }, PACE_MS);
      res.on('close', () => {
        if (i < TOKENS) {
          clearInterval(timer);
          endings.push('closed early');
        }
      });
    });
  });
  return { server, endings };
}

let t: ChatTestApp;
let provider: ReturnType<typeof startProvider>;
let http: ReturnType<typeof serve>;
let base: string;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  provider = startProvider();
  await new Promise<void>((resolve) => provider.server.listen(0, '127.0.0.1', resolve));
  const providerPort = (provider.server.address() as AddressInfo).port;
  t = await createChatTestApp({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'test',
      OPENAI_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
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
  await new Promise((resolve) => (provider.server as Server).close(resolve));
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
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  const events: ChatEvent[] = [];
  let buffer = '';
  let done = false;
  let text = '';
  /** Reads until `until` holds or the stream ends. */
  const readUntil = async (until: () => boolean) => {
    while (!until()) {
      const chunk = await reader.read();
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const parsed = parseChatEventLine(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed.kind === 'done') done = true;
        if (parsed.kind === 'event') {
          events.push(parsed.event);
          if (parsed.event.type === 'content_block_delta') text += parsed.event.delta.text;
        }
      }
    }
  };
  return {
    events,
    readUntil,
    get text() {
      return text;
    },
    get done() {
      return done;
    },
  };
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
