/**
 * Text-delta coalescing for the providers' event streams, as the `fetch` the AI SDK providers are given.
 *
 * The AI SDK parses a provider's server-sent events through four web-stream stages (decode, SSE parse, JSON parse
 * with zod validation, the provider's own transform) and the chat forwards each resulting part: about 150 µs of
 * CPU per event on this machine, nearly all of it per event rather than per byte. Providers send one event per
 * token or two, so 200 replies at ~100 tokens/s each cost more CPU than two cores have.
 *
 * This fetch hands the SDK the same stream with consecutive text deltas of one text merged into one event, at most
 * one merged event per `windowMs` per reply: the first delta after a quiet spell goes out at once (time to first
 * token is untouched), deltas arriving within the window wait for its end and travel as one. Any other event (tool
 * call deltas, finish, usage, errors, `[DONE]`) first flushes what waits, then goes out unchanged, so order and
 * content are exactly the provider's. Responses that are not an event stream pass through untouched.
 *
 * While a window is open the provider's socket is not read at all: what it sends meanwhile waits in the kernel
 * (the body's ByteSource is paused, src/server/ai/provider-fetch.ts) and arrives in one read at the window's end,
 * instead of one wake-up per token. An event other than text therefore waits at most one window (40 ms).
 */
import { type ByteSink, type ByteSource, providerFetch } from './provider-fetch.ts';

/** How one provider's wire format marks a pure text delta, and how two of them become one. */
export interface TextDeltaDialect {
  /** The text of `data` when the event is a pure text delta (nothing else in it that merging would lose). */
  textOf(data: unknown, eventName: string | undefined): string | undefined;
  /** Whether `next` continues the text of `first` (same choice, same content block). */
  continues(first: unknown, next: unknown): boolean;
  /** `data` carrying `text` instead of its own. */
  withText(data: unknown, text: string): unknown;
}

type Json = Record<string, unknown>;
const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

function onlyKeys(object: Json, allowed: ReadonlySet<string>): boolean {
  for (const key in object) if (!allowed.has(key)) return false;
  return true;
}

const CHUNK_KEYS = new Set([
  'id',
  'object',
  'created',
  'model',
  'system_fingerprint',
  'service_tier',
  'choices',
  'obfuscation',
]);
const CHOICE_KEYS = new Set(['index', 'delta', 'finish_reason', 'logprobs']);
const CONTENT_ONLY = new Set(['content']);

/** The single choice of an OpenAI chat.completion.chunk whose delta is nothing but text. */
function textChoice(data: unknown): Json | undefined {
  if (!isObject(data) || data.object !== 'chat.completion.chunk' || !onlyKeys(data, CHUNK_KEYS)) return;
  const choices = data.choices;
  if (!Array.isArray(choices) || choices.length !== 1) return;
  const choice: unknown = choices[0];
  if (!isObject(choice) || !onlyKeys(choice, CHOICE_KEYS) || choice.finish_reason != null) return;
  if (choice.logprobs != null) return;
  const delta = choice.delta;
  if (!isObject(delta) || !onlyKeys(delta, CONTENT_ONLY) || typeof delta.content !== 'string') return;
  return choice;
}

/** The single choice of a chunk `textOf` accepted. */
const choiceOf = (data: unknown) => ((data as Json).choices as Json[])[0] as Json;

/** OpenAI's Chat Completions stream (OpenAI and every OpenAI-compatible server). */
export const openaiChatDialect: TextDeltaDialect = {
  textOf: (data) => (textChoice(data)?.delta as Json | undefined)?.content as string | undefined,
  // Both were accepted by textOf: same response, same choice.
  continues: (first, next) =>
    (first as Json).id === (next as Json).id && choiceOf(first).index === choiceOf(next).index,
  withText: (data, text) => ({
    ...(data as Json),
    choices: [{ ...choiceOf(data), delta: { content: text } }],
  }),
};

const ANTHROPIC_DELTA_KEYS = new Set(['type', 'index', 'delta']);
const ANTHROPIC_TEXT_KEYS = new Set(['type', 'text']);

/** Anthropic's Messages stream: `content_block_delta` events carrying a `text_delta`. */
export const anthropicDialect: TextDeltaDialect = {
  textOf(data, eventName) {
    if (eventName !== undefined && eventName !== 'content_block_delta') return;
    if (!isObject(data) || data.type !== 'content_block_delta' || !onlyKeys(data, ANTHROPIC_DELTA_KEYS))
      return;
    const delta = data.delta;
    if (!isObject(delta) || delta.type !== 'text_delta' || !onlyKeys(delta, ANTHROPIC_TEXT_KEYS)) return;
    return typeof delta.text === 'string' ? delta.text : undefined;
  },
  continues: (first, next) => (first as Json).index === (next as Json).index,
  withText: (data, text) => ({ ...(data as Json), delta: { type: 'text_delta', text } }),
};

/**
 * The window the providers use: 25 updates a second per reply, smooth to the eye (and to the chat's Markdown
 * renderer), and 4 tokens an event at 100 tokens/s.
 */
export const TEXT_DELTA_WINDOW_MS = 40;

export interface CoalescingOptions {
  dialect: TextDeltaDialect;
  /** At most one merged text event per reply per this many ms (0: merge only what arrives together). */
  windowMs: number;
}

/**
 * A fetch (over node:http, src/server/ai/provider-fetch.ts) whose event-stream responses carry merged text deltas
 * (see the module comment).
 */
export function coalescingFetch(options: CoalescingOptions): typeof globalThis.fetch {
  return providerFetch((head, source) =>
    (head.headers.get('content-type') ?? '').includes('text/event-stream')
      ? coalesceEventStream(source(), options)
      : undefined,
  );
}

interface PendingText {
  data: unknown;
  eventName: string | undefined;
  texts: string[];
}

/** One SSE event block's single data line and event name, when it has exactly that shape. */
function parseBlock(block: string): { eventName: string | undefined; data: string } | undefined {
  let eventName: string | undefined;
  let data: string | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith('data:')) {
      if (data !== undefined) return; // multi-line data: leave it alone
      data = line.slice(line.startsWith('data: ') ? 6 : 5);
    } else if (line.startsWith('event:')) {
      eventName = line.slice(6).trim();
    } else if (line !== '') {
      return; // id:, retry:, comments: leave the block alone
    }
  }
  return data === undefined ? undefined : { eventName, data };
}

export function coalesceEventStream(
  upstream: ByteSource,
  options: CoalescingOptions,
): ReadableStream<Uint8Array> {
  const { dialect, windowMs } = options;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffered = '';
  let pending: PendingText | undefined;
  let out = '';
  let lastEmit = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | undefined;
  /** Between a window's end and its text going out (see endWindow). */
  let draining = false;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  /** Whether `out` holds text: only text starts a window (the role event before the first token does not). */
  let sentText = false;
  let failure: { error: unknown } | undefined;

  const settlePending = () => {
    if (!pending) return;
    const text = pending.texts.join('');
    const data = pending.texts.length === 1 ? pending.data : dialect.withText(pending.data, text);
    out += `${pending.eventName !== undefined ? `event: ${pending.eventName}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
    pending = undefined;
    sentText = true;
  };
  /** Sends what waits; true when something went out. */
  const emit = (): boolean => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
      upstream.resume();
    }
    settlePending();
    if (out === '' || closed) return false;
    controller.enqueue(encoder.encode(out));
    out = '';
    if (sentText) lastEmit = performance.now();
    sentText = false;
    return true;
  };

  const take = (block: string) => {
    const parsed = parseBlock(block);
    let data: unknown;
    let text: string | undefined;
    if (parsed && parsed.data !== '[DONE]') {
      try {
        data = JSON.parse(parsed.data);
        text = dialect.textOf(data, parsed.eventName);
      } catch {
        text = undefined;
      }
    }
    if (parsed && text !== undefined) {
      if (pending && pending.eventName === parsed.eventName && dialect.continues(pending.data, data)) {
        pending.texts.push(text);
        return true;
      }
      settlePending();
      pending = { data, eventName: parsed.eventName, texts: [text] };
      return true;
    }
    settlePending();
    out += `${block}\n\n`;
    return false;
  };

  const receive = (bytes: Uint8Array) => {
    buffered += decoder.decode(bytes, { stream: true });
    if (buffered.includes('\r')) buffered = buffered.replace(/\r\n?/g, '\n');
    let urgent = false;
    let start = 0;
    for (let end = buffered.indexOf('\n\n'); end !== -1; end = buffered.indexOf('\n\n', start)) {
      if (!take(buffered.slice(start, end))) urgent = true;
      start = end + 2;
    }
    buffered = buffered.slice(start);
    const now = performance.now();
    if (urgent || (!draining && now - lastEmit >= windowMs)) emit();
    else if (pending && !timer && !draining) {
      timer = setTimeout(endWindow, lastEmit + windowMs - now);
      // While text waits for its window, the connection is left alone: what the provider sends meanwhile
      // gathers in the kernel and arrives in one read, instead of one wake-up per token.
      upstream.pause();
    }
  };
  /**
   * The window is over: reading resumes, and what the provider sent meanwhile (queued, or waiting in the socket,
   * which the event loop reads before its check phase) joins the waiting text before it goes out.
   */
  const endWindow = () => {
    timer = undefined;
    draining = true;
    upstream.resume();
    setImmediate(() => {
      draining = false;
      emit();
    });
  };

  const finish = () => {
    buffered += decoder.decode();
    if (buffered.trim() !== '') take(buffered.replace(/\n+$/, ''));
    emit();
    closed = true;
    controller.close();
  };

  // Reads as fast as the provider sends (the SDK reads its side eagerly too): waiting for the consumer would hold
  // the provider's events back in the socket and defeat the window.
  const sink: ByteSink = {
    data(bytes) {
      if (!closed) receive(bytes);
    },
    end() {
      if (!closed) finish();
    },
    error(error) {
      if (closed) return;
      // What arrived before the failure goes out first; the failure follows when the consumer reads again
      // (pull). Erroring now would empty the queue and lose that text.
      failure = { error };
      if (!emit()) {
        closed = true;
        controller.error(error);
      }
    },
  };

  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      upstream.start(sink);
    },
    pull() {
      if (failure && !closed) {
        closed = true;
        controller.error(failure.error);
      }
    },
    cancel(reason) {
      closed = true;
      if (timer) clearTimeout(timer);
      upstream.cancel(reason);
    },
  });
}
