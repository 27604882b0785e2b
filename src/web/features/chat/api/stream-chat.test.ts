import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatEvent, encodeChatEvent, encodeDoneMarker } from '../../../../domain/chat-events.ts';
import { applyChatEvent, type ChatMessage } from '../lib/reply-state.ts';
import { ChatStreamError, isAbortError, type StreamChatOptions, streamChat } from './stream-chat.ts';

const sessionId = '6f1c2a9e-0d3b-4c7e-9a51-3b2f8c4d7e10';
const encoder = new TextEncoder();

/** A response whose body delivers the given chunks, then (optionally) stays open forever. */
function sseResponse(chunks: string[], { hang = false } = {}): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!hang) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

const delta = (text: string): ChatEvent => ({ type: 'content_block_delta', delta: { text } });

function run(fetchImpl: typeof fetch, extra: Partial<StreamChatOptions> = {}) {
  const events: ChatEvent[] = [];
  const promise = streamChat({
    messages: [{ role: 'user', content: 'A tool library for neighbours' }],
    sessionId,
    onEvent: (event) => events.push(event),
    fetch: fetchImpl,
    ...extra,
  });
  return { events, promise };
}

async function failureOf(promise: Promise<unknown>): Promise<ChatStreamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ChatStreamError) return error;
    throw error;
  }
  throw new Error('expected the stream to fail');
}

describe('streamChat', () => {
  it('asks the server to replace its last saved reply when regenerating', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => sseResponse([encodeDoneMarker()]));
    await run(fetchImpl, { regenerate: true }).promise;
    const [, init] = fetchImpl.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ sessionId, regenerate: true });
  });

  it('posts the conversation and grows the reply with each delta until content_complete settles it', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () =>
      // A frame split across chunks must still parse.
      sseResponse([
        encodeChatEvent(delta('Hel')),
        encodeChatEvent(delta('lo')).slice(0, 10),
        encodeChatEvent(delta('lo')).slice(10),
        encodeChatEvent({ type: 'content_complete', content: 'Hello', sessionId, messageId: 'm1' }),
        encodeChatEvent({ type: 'completion_confirmed', messageId: 'm1' }),
        encodeDoneMarker(),
      ]),
    );
    const { events, promise } = run(fetchImpl);
    const result = await promise;
    expect(result).toEqual({ content: 'Hello', messageId: 'm1', confirmed: true, saveError: null });
    expect(events.map((event) => event.type)).toEqual([
      'content_block_delta',
      'content_block_delta',
      'content_complete',
      'completion_confirmed',
    ]);
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      messages: [{ role: 'user', content: 'A tool library for neighbours' }],
      sessionId,
    });

    let reply: ChatMessage = { id: 'tmp', content: '', isUser: false, timestamp: '', status: 'streaming' };
    const contents: string[] = [];
    for (const event of events) {
      reply = applyChatEvent(reply, event);
      contents.push(reply.content);
    }
    expect(contents).toEqual(['Hel', 'Hello', 'Hello', 'Hello']);
    expect(reply).toMatchObject({ id: 'm1', status: 'saved' });
  });

  it('turns tool events into progress chips', async () => {
    const tool = { id: 't1', name: 'update_prd_document', input: { title: 'x' } };
    const { events, promise } = run(async () =>
      sseResponse([
        encodeChatEvent({ type: 'tool_use_started', tool }),
        encodeChatEvent({ type: 'tool_processing_started' }),
        encodeChatEvent({ type: 'tool_use_completed', tool: { id: 't1', name: tool.name }, success: true }),
        encodeChatEvent({
          type: 'tool_use_started',
          tool: { id: 't2', name: 'create_mvp_document', input: {} },
        }),
        encodeChatEvent({
          type: 'tool_use_completed',
          tool: { id: 't2', name: 'create_mvp_document' },
          success: false,
          error: 'Failed to Update MVP',
        }),
        encodeChatEvent({ type: 'tool_processing_completed', tools: [tool.name], count: 2 }),
        encodeDoneMarker(),
      ]),
    );
    await promise;
    const start: ChatMessage = { id: 'r', content: '', isUser: false, timestamp: '', status: 'streaming' };
    const states: ChatMessage[] = [];
    for (const event of events) states.push(applyChatEvent(states.at(-1) ?? start, event));
    expect(states[0]?.tools).toEqual([{ id: 't1', name: 'update_prd_document', status: 'running' }]);
    expect(states[1]?.processingTools).toBe(true);
    expect(states.at(-1)?.processingTools).toBe(false);
    expect(states.at(-1)?.tools).toEqual([
      { id: 't1', name: 'update_prd_document', status: 'done' },
      { id: 't2', name: 'create_mvp_document', status: 'failed', error: 'Failed to Update MVP' },
    ]);
  });

  it('reports a save_error and a stream error event with the server’s text', async () => {
    const { promise } = run(async () =>
      sseResponse([
        encodeChatEvent(delta('Part')),
        encodeChatEvent({ type: 'save_error', error: 'Failed to send message' }),
        encodeChatEvent({ type: 'error', error: 'AI response failed: overloaded' }),
        encodeDoneMarker(),
      ]),
    );
    const error = await failureOf(promise);
    expect(error.message).toBe('AI response failed: overloaded');
  });

  describe('with fake timers', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('retries a network failure before any data after 1 s, then 2 s, and succeeds on the third attempt', async () => {
      let calls = 0;
      const fetchImpl = vi.fn<typeof fetch>(async () => {
        calls += 1;
        if (calls < 3) throw new TypeError('Failed to fetch');
        return sseResponse([encodeChatEvent(delta('ok')), encodeDoneMarker()]);
      });
      const retries: number[] = [];
      const { promise } = run(fetchImpl, { onRetry: ({ delayMs }) => retries.push(delayMs) });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1999);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      await expect(promise).resolves.toMatchObject({ content: 'ok' });
      expect(retries).toEqual([1000, 2000]);
    });

    it('gives up after 3 attempts with the network error text', async () => {
      const fetchImpl = vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      });
      const { promise } = run(fetchImpl);
      const failure = failureOf(promise);
      await vi.advanceTimersByTimeAsync(3000);
      const error = await failure;
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      expect(error.message).toBe('Network error - please check your connection');
    });

    it('retries a 5xx answer and then shows the status error text', async () => {
      const fetchImpl = vi.fn<typeof fetch>(async () => new Response('nope', { status: 503 }));
      const { promise } = run(fetchImpl);
      const failure = failureOf(promise);
      await vi.advanceTimersByTimeAsync(3000);
      expect((await failure).message).toBe('Edge function error with status 503');
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('does not retry once data has arrived', async () => {
      let calls = 0;
      const fetchImpl = vi.fn<typeof fetch>(async () => {
        calls += 1;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(encodeChatEvent(delta('Half'))));
          },
          pull(controller) {
            // Called again once the first chunk was read: the connection drops.
            if (controller.desiredSize !== null) controller.error(new TypeError('network changed'));
          },
        });
        return new Response(body, { status: 200 });
      });
      const { events, promise } = run(fetchImpl);
      const error = await failureOf(promise);
      expect(calls).toBe(1);
      expect(events).toHaveLength(1);
      expect(error.message).toBe('Network error - please check your connection');
    });

    it('aborts a stream silent for 30 s with the stream timeout text, without retrying', async () => {
      const fetchImpl = vi.fn<typeof fetch>(async () =>
        sseResponse([encodeChatEvent(delta('Thinking'))], { hang: true }),
      );
      const { events, promise } = run(fetchImpl);
      const failure = failureOf(promise);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(events).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect((await failure).message).toBe('Stream timeout - no data received after 30 seconds');
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });

    it('each chunk restarts the 30 s inactivity clock', async () => {
      let push: (text: string) => void = () => {};
      let close: () => void = () => {};
      const fetchImpl = vi.fn<typeof fetch>(async () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(encoder.encode(text));
            close = () => controller.close();
          },
        });
        return new Response(body, { status: 200 });
      });
      const { promise } = run(fetchImpl);
      await vi.advanceTimersByTimeAsync(20_000);
      push(encodeChatEvent(delta('a')));
      await vi.advanceTimersByTimeAsync(20_000);
      push(encodeChatEvent(delta('b')));
      await vi.advanceTimersByTimeAsync(20_000);
      push(encodeDoneMarker());
      close();
      await expect(promise).resolves.toMatchObject({ content: 'ab' });
    });

    it('a server that never answers gives the request timeout text', async () => {
      const fetchImpl = vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const { promise } = run(fetchImpl);
      const failure = failureOf(promise);
      await vi.advanceTimersByTimeAsync(30_000);
      expect((await failure).message).toBe('Request timed out - please try again');
    });

    it('stopping during the wait between attempts rejects with an AbortError', async () => {
      const controller = new AbortController();
      const { promise } = run(
        async () => {
          throw new TypeError('Failed to fetch');
        },
        { signal: controller.signal },
      );
      const outcome = promise.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(500);
      controller.abort();
      expect(isAbortError(await outcome)).toBe(true);
    });
  });

  it('shows the authentication text for a 401 and does not retry', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('', { status: 401 }));
    const error = await failureOf(run(fetchImpl).promise);
    expect(error.message).toBe('Authentication failed - please try refreshing the page');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('shows a 4xx the server explained in its own words, and other statuses by number', async () => {
    const explained = await failureOf(
      run(async () =>
        Response.json(
          { error: { code: 'RATE_LIMITED', message: 'Too many messages - wait a minute' } },
          { status: 429 },
        ),
      ).promise,
    );
    expect(explained.message).toBe('Too many messages - wait a minute');
    const bare = await failureOf(run(async () => new Response('', { status: 418 })).promise);
    expect(bare.message).toBe('Edge function error with status 418');
  });

  it('reports a response without a body', async () => {
    vi.useFakeTimers();
    const { promise } = run(async () => new Response(null, { status: 200 }));
    const failure = failureOf(promise);
    await vi.advanceTimersByTimeAsync(3000);
    expect((await failure).message).toBe('No response body available for streaming');
    vi.useRealTimers();
  });

  it('stopping mid-stream rejects with an AbortError and keeps what arrived', async () => {
    const controller = new AbortController();
    const fetchImpl: typeof fetch = async () =>
      sseResponse([encodeChatEvent(delta('Partial'))], { hang: true });
    const { events, promise } = run(fetchImpl, {
      signal: controller.signal,
      onEvent: () => controller.abort(),
    });
    const outcome = await promise.catch((error: unknown) => error);
    expect(isAbortError(outcome)).toBe(true);
    expect(events).toEqual([]);
  });
});
