/**
 * The real providers against local servers that speak each provider's own streaming wire format: Anthropic's
 * Messages SSE and OpenAI's chat.completion.chunk stream, with tool calls, a mid-stream failure and a 429 with
 * retry-after.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { streamText } from 'ai';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toModelToolSet } from '../chat/chat-tools.ts';
import { loadConfig } from '../config.ts';
import { anthropicEvent, openaiChunk } from '../testing/provider-wire.ts';
import { createLanguageModel } from './registry.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: unknown) => void;

interface FakeProvider {
  url: string;
  requests: Array<{ path: string; body: Record<string, unknown>; at: number }>;
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function startFakeProvider(handlers: Handler[]): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ path: req.url ?? '', body, at: Date.now() });
      const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)];
      handler?.(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, requests };
}

function sse(res: ServerResponse, frames: string[], options: { dropAfter?: number } = {}): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  frames.forEach((frame, i) => {
    if (options.dropAfter !== undefined && i >= options.dropAfter) return;
    res.write(frame);
  });
  // Let the frames reach the client before the connection drops.
  if (options.dropAfter !== undefined) setTimeout(() => res.socket?.destroy(), 100);
  else res.end();
}

const anthropicFrames = [
  anthropicEvent('message_start', {
    message: {
      id: 'msg_1',
      type: 'message',
      role: 'assistant',
      model: 'claude-test',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 1 },
    },
  }),
  anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
  anthropicEvent('ping', {}),
  anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'Noted: ' } }),
  anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: 'dog walkers.' } }),
  anthropicEvent('content_block_stop', { index: 0 }),
  anthropicEvent('content_block_start', {
    index: 1,
    content_block: { type: 'tool_use', id: 'toolu_1', name: 'record_note', input: {} },
  }),
  anthropicEvent('content_block_delta', {
    index: 1,
    delta: { type: 'input_json_delta', partial_json: '{"text": "do' },
  }),
  anthropicEvent('content_block_delta', {
    index: 1,
    delta: { type: 'input_json_delta', partial_json: 'gs"}' },
  }),
  anthropicEvent('content_block_stop', { index: 1 }),
  anthropicEvent('message_delta', {
    delta: { stop_reason: 'tool_use', stop_sequence: null },
    usage: { output_tokens: 20 },
  }),
  anthropicEvent('message_stop', {}),
];

const chunk = openaiChunk;

const openaiFrames = [
  chunk({ role: 'assistant', content: '' }),
  chunk({ content: 'Noted: ' }),
  chunk({ content: 'dog walkers.' }),
  chunk({
    tool_calls: [
      { index: 0, id: 'call_1', type: 'function', function: { name: 'record_note', arguments: '' } },
    ],
  }),
  chunk({ tool_calls: [{ index: 0, function: { arguments: '{"text":' } }] }),
  chunk({ tool_calls: [{ index: 0, function: { arguments: '"dogs"}' } }] }),
  chunk({}, 'tool_calls'),
  `data: ${JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'gpt-test',
    choices: [],
    usage: { prompt_tokens: 9, completion_tokens: 7, total_tokens: 16 },
  })}\n\n`,
  'data: [DONE]\n\n',
];

const tools = toModelToolSet([
  {
    name: 'record_note',
    description: 'Records a note',
    inputSchema: z.object({ text: z.string() }),
    execute: async () => {},
  },
]);

async function collect(model: ReturnType<typeof createLanguageModel>, maxRetries = 2) {
  const result = streamText({ model, prompt: 'Dog walkers', tools, maxRetries, onError: () => {} });
  const out = { text: '', toolCalls: [] as Array<{ name: string; input: unknown }>, errors: [] as string[] };
  const describe = (error: unknown) => (error instanceof Error ? error.message : JSON.stringify(error));
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') out.text += part.text;
      if (part.type === 'tool-call') out.toolCalls.push({ name: part.toolName, input: part.input });
      if (part.type === 'error') out.errors.push(describe(part.error));
    }
  } catch (error) {
    // A dropped connection surfaces as the stream itself failing (the chat reply catches it the same way).
    out.errors.push(describe(error));
  }
  return out;
}

function configFor(provider: 'anthropic' | 'openai' | 'openai-compatible', url: string) {
  return loadConfig({
    DATA_DIR: 'memory://unused',
    AUTH_SECRET: 'test-auth-secret-0123456789abcdef0123456789',
    AI_PROVIDER: provider,
    AI_MODEL: 'test-model',
    ANTHROPIC_API_KEY: 'sk-ant-test',
    ANTHROPIC_BASE_URL: url,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_BASE_URL: url,
  });
}

describe('the anthropic provider', () => {
  it('streams text and a tool call from the Messages API event stream', async () => {
    const fake = await startFakeProvider([(_req, res) => sse(res, anthropicFrames)]);
    const out = await collect(createLanguageModel(configFor('anthropic', fake.url)));
    expect(out).toEqual({
      text: 'Noted: dog walkers.',
      toolCalls: [{ name: 'record_note', input: { text: 'dogs' } }],
      errors: [],
    });
    expect(fake.requests[0]?.path).toBe('/v1/messages');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'test-model', stream: true });
  });

  it('reports an error event that arrives mid-stream after the text so far', async () => {
    const frames = [
      ...anthropicFrames.slice(0, 4),
      anthropicEvent('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }),
    ];
    const fake = await startFakeProvider([(_req, res) => sse(res, frames)]);
    const out = await collect(createLanguageModel(configFor('anthropic', fake.url)));
    expect(out.text).toBe('Noted: ');
    expect(out.errors.join(' ')).toContain('Overloaded');
  });

  it('waits for retry-after on a 429 and then succeeds', async () => {
    const fake = await startFakeProvider([
      (_req, res) => {
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0.3' });
        res.end(
          JSON.stringify({ type: 'error', error: { type: 'rate_limit_error', message: 'Rate limited' } }),
        );
      },
      (_req, res) => sse(res, anthropicFrames),
    ]);
    const out = await collect(createLanguageModel(configFor('anthropic', fake.url)));
    expect(out.text).toBe('Noted: dog walkers.');
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(280);
  });
});

describe.each(['openai', 'openai-compatible'] as const)('the %s provider', (provider) => {
  it('streams text and a tool call assembled from chat.completion.chunk tool_call deltas', async () => {
    const fake = await startFakeProvider([(_req, res) => sse(res, openaiFrames)]);
    const out = await collect(createLanguageModel(configFor(provider, fake.url)));
    expect(out).toEqual({
      text: 'Noted: dog walkers.',
      toolCalls: [{ name: 'record_note', input: { text: 'dogs' } }],
      errors: [],
    });
    expect(fake.requests[0]?.path).toBe('/v1/chat/completions');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'test-model', stream: true });
    if (provider === 'openai-compatible') {
      expect(fake.requests[0]?.body.stream_options).toEqual({ include_usage: true });
    }
  });

  it('keeps the text that arrived when the connection drops mid-stream, and reports the failure', async () => {
    const fake = await startFakeProvider([(_req, res) => sse(res, openaiFrames, { dropAfter: 2 })]);
    const out = await collect(createLanguageModel(configFor(provider, fake.url)));
    expect(out.text).toBe('Noted: ');
    expect(out.errors).toHaveLength(1);
  });

  it('honours retry-after on a 429, and gives up with the provider message after the retries', async () => {
    const limited: Handler = (_req, res) => {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0.2' });
      res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }));
    };
    const fake = await startFakeProvider([limited, (_req, res) => sse(res, openaiFrames)]);
    const ok = await collect(createLanguageModel(configFor(provider, fake.url)));
    expect(ok.text).toBe('Noted: dog walkers.');
    expect((fake.requests[1]?.at ?? 0) - (fake.requests[0]?.at ?? 0)).toBeGreaterThanOrEqual(180);

    await new Promise((resolve) => server?.close(resolve));
    const always = await startFakeProvider([limited]);
    const failed = await collect(createLanguageModel(configFor(provider, always.url)), 1);
    expect(always.requests).toHaveLength(2);
    expect(failed.errors.join(' ')).toContain('Rate limit reached');
  });
});

describe('a real provider through POST /api/chat', () => {
  it('streams the provider reply as chat events and saves what arrived as interrupted when it drops', async () => {
    const { createChatTestApp, call, createSessionFor, listStoredMessages, readChatStream, signUp } =
      await import('../chat/chat-test-support.ts');
    const fake = await startFakeProvider([
      (_req, res) => sse(res, openaiFrames),
      (_req, res) => sse(res, openaiFrames, { dropAfter: 2 }),
    ]);
    const t = await createChatTestApp({
      env: { AI_PROVIDER: 'openai-compatible', OPENAI_BASE_URL: fake.url },
    });
    try {
      const user = await signUp(t.app);
      const sessionId = await createSessionFor(t.app, user);
      const body = { sessionId, messages: [{ role: 'user', content: 'Dog walkers' }] };
      const ok = await readChatStream(await call(t.app, user, 'POST', '/api/chat', body));
      expect(ok.text).toBe('Noted: dog walkers.');
      expect(ok.events.map((e) => e.type).slice(-2)).toEqual(['content_complete', 'completion_confirmed']);
      expect(fake.requests[0]?.body.messages).toEqual([
        { role: 'system', content: expect.stringContaining('Ideaforge guide') },
        { role: 'user', content: 'Dog walkers' },
      ]);

      const dropped = await readChatStream(
        await call(t.app, user, 'POST', '/api/chat', {
          ...body,
          messages: [
            ...body.messages,
            { role: 'assistant', content: ok.text },
            { role: 'user', content: 'More' },
          ],
        }),
      );
      expect(dropped.text).toBe('Noted: ');
      expect(dropped.events.at(-1)).toMatchObject({
        type: 'error',
        error: expect.stringMatching(/^AI response failed: /),
      });
      const stored = await listStoredMessages(t.app, user, sessionId);
      expect(stored.at(-1)).toMatchObject({ isUser: false, status: 'interrupted', content: 'Noted: ' });
    } finally {
      await t.cleanup();
    }
  });
});
