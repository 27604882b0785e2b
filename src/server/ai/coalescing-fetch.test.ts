/**
 * Text-delta coalescing: the merged stream carries exactly the provider's text and events, in order, with fewer
 * text events; the first token is never held; anything else flushes what waits and passes unchanged; the upstream
 * is not read while a window is open; a failure still delivers what arrived before it. The last test runs the
 * real OpenAI-compatible provider against a local SSE server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { anthropicEvent, openaiChunk } from '../testing/provider-wire.ts';
import { anthropicDialect, coalesceEventStream, openaiChatDialect } from './coalescing-fetch.ts';
import { openModelStream } from './model-stream.ts';
import { type ByteSource, webByteSource } from './provider-fetch.ts';
import { createLanguageModel } from './registry.ts';

const encoder = new TextEncoder();
const chunk = openaiChunk;

/**
 * An upstream that sends each [delay ms, text] in turn, then ends (or fails with `error`). Like a socket under
 * backpressure it keeps receiving while nobody reads (the coalescer leaves it alone during a window), and a read
 * takes everything that arrived, then the end or the failure.
 */
let upstreamReads = 0;
function upstream(steps: Array<[number, string]>, error?: Error): ByteSource {
  upstreamReads = 0;
  const arrived: string[] = [];
  let ended = false;
  let wake = () => {};
  void (async () => {
    for (const [delay, text] of steps) {
      await new Promise((r) => setTimeout(r, delay));
      arrived.push(text);
      wake();
    }
    ended = true;
    wake();
  })();
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        upstreamReads += 1;
        while (arrived.length === 0 && !ended) await new Promise<void>((r) => (wake = r));
        if (arrived.length > 0) controller.enqueue(encoder.encode(arrived.splice(0).join('')));
        else if (error) controller.error(error);
        else controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return webByteSource(stream);
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  const reads: Array<{ at: number; text: string }> = [];
  const start = performance.now();
  let failure: unknown;
  try {
    for await (const bytes of stream)
      reads.push({ at: performance.now() - start, text: decoder.decode(bytes) });
  } catch (error) {
    failure = error;
  }
  const text = reads.map((r) => r.text).join('');
  const data = [...text.matchAll(/^data: (.*)$/gm)].map((m) => m[1] as string);
  return { reads, text, data, failure };
}

const contentOf = (data: string[]) =>
  data
    .filter((d) => d !== '[DONE]')
    .map((d) => JSON.parse(d) as { choices: Array<{ delta: { content?: string } }> })
    .map((d) => d.choices[0]?.delta.content ?? '')
    .join('');

describe('coalesceEventStream', () => {
  it('merges text deltas within the window, sends the first at once, and keeps every character in order', async () => {
    const tokens = Array.from({ length: 30 }, (_, i) => `tok${i} `);
    const steps: Array<[number, string]> = [
      [0, chunk({ role: 'assistant', content: '' })],
      ...tokens.map((t): [number, string] => [5, chunk({ content: t })]),
      [5, chunk({}, 'stop')],
      [0, 'data: [DONE]\n\n'],
    ];
    const { reads, data } = await collect(
      coalesceEventStream(upstream(steps), { dialect: openaiChatDialect, windowMs: 40 }),
    );
    expect(contentOf(data)).toBe(tokens.join(''));
    // 30 text deltas over ~150 ms in a 40 ms window: a handful of events, not 30.
    const textEvents = data.filter((d) => d.includes('"content":"tok'));
    expect(textEvents.length).toBeGreaterThan(2);
    expect(textEvents.length).toBeLessThan(12);
    // The upstream is left alone while a window is open: a few reads, each taking what arrived meanwhile.
    expect(upstreamReads).toBeLessThan(16);
    // The first token went out alone, without waiting for the window.
    expect(JSON.parse(textEvents[0] as string).choices[0].delta.content).toBe('tok0 ');
    expect(reads[1]?.at ?? 0).toBeLessThan(30);
    // The role event, the finish and [DONE] are the provider's own, in order.
    expect(JSON.parse(data[0] as string).choices[0].delta).toEqual({ role: 'assistant', content: '' });
    expect(JSON.parse(data[data.length - 2] as string).choices[0].finish_reason).toBe('stop');
    expect(data[data.length - 1]).toBe('[DONE]');
  });

  it('never merges across other events: a tool call delta flushes the text before it and passes unchanged', async () => {
    const toolDelta = chunk({
      tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'x', arguments: '{}' } }],
    });
    const { data } = await collect(
      coalesceEventStream(
        upstream([
          [0, chunk({ content: 'a' })],
          [1, chunk({ content: 'b' }) + chunk({ content: 'c' }) + toolDelta + chunk({ content: 'd' })],
          [0, 'data: [DONE]\n\n'],
        ]),
        { dialect: openaiChatDialect, windowMs: 1000 },
      ),
    );
    expect(data.map((d) => (d === '[DONE]' ? d : JSON.parse(d).choices[0].delta))).toEqual([
      { content: 'a' },
      { content: 'bc' },
      JSON.parse(toolDelta.slice(6)).choices[0].delta,
      { content: 'd' },
      '[DONE]',
    ]);
  });

  it('delivers the text that arrived before a mid-stream failure, then the failure', async () => {
    const { data, failure } = await collect(
      coalesceEventStream(
        upstream(
          [
            [0, chunk({ content: 'one ' })],
            [1, chunk({ content: 'two ' })],
            [1, chunk({ content: 'three' })],
          ],
          new TypeError('terminated'),
        ),
        { dialect: openaiChatDialect, windowMs: 1000 },
      ),
    );
    expect(contentOf(data)).toBe('one two three');
    expect(failure).toBeInstanceOf(TypeError);
  });

  it("merges Anthropic's text_delta events of one content block, keeping their event lines", async () => {
    const delta = (index: number, text: string) =>
      anthropicEvent('content_block_delta', { index, delta: { type: 'text_delta', text } });
    const { text } = await collect(
      coalesceEventStream(
        upstream([
          [0, delta(0, 'Hel')],
          [1, delta(0, 'lo') + delta(0, ' there') + delta(1, 'next block')],
          [0, anthropicEvent('message_stop', {})],
        ]),
        { dialect: anthropicDialect, windowMs: 1000 },
      ),
    );
    expect(text).toBe(
      delta(0, 'Hel') + delta(0, 'lo there') + delta(1, 'next block') + anthropicEvent('message_stop', {}),
    );
  });
});

describe('the OpenAI-compatible provider with coalescing', () => {
  let server: Server | undefined;
  afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

  it('streams the same reply as fewer text parts', async () => {
    const tokens = Array.from({ length: 40 }, (_, i) => `w${i} `);
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(chunk({ role: 'assistant', content: '' }));
        let i = 0;
        const timer = setInterval(() => {
          if (i < tokens.length) res.write(chunk({ content: tokens[i++] as string }));
          else {
            clearInterval(timer);
            res.end(`${chunk({}, 'stop')}data: [DONE]\n\n`);
          }
        }, 2);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const model = createLanguageModel(
      loadConfig({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'm',
        OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      }),
    );
    const stream = await openModelStream({
      model,
      system: 'system',
      messages: [{ role: 'user', content: 'hi' }],
      tools: {},
    });
    const texts: string[] = [];
    for await (const part of stream.parts)
      if (part.type === 'text-delta' && part.delta) texts.push(part.delta);
    expect(texts.join('')).toBe(tokens.join(''));
    expect(texts.length).toBeLessThan(tokens.length / 2);
  });
});
