/**
 * The `fetch` the AI SDK providers are given: the same contract as the global fetch (a web Response, the SDK's
 * error handling and retries unchanged), sent over node:http(s) with a keep-alive agent instead of undici's fetch.
 *
 * Why: at 200 concurrent replies the server's CPU is the limit, and undici's fetch costs ~0.4 ms a request to set
 * up (request and header objects, WebIDL conversion of the 23 KB body, its own web streams) plus a web-stream
 * enqueue and read per chunk of the answer. Here the request is one http.request, and the answer's bytes reach the
 * caller as a ByteSource: pushed as they arrive, and held back on request (the connection is then not read at all,
 * so what the provider sends meanwhile waits in the kernel; see coalescing-fetch.ts).
 *
 * Requests it does not handle (a Request object, a body other than text or bytes) go to the global fetch.
 * Like undici: a connection failure rejects with TypeError('fetch failed', { cause }) (the SDK makes it a
 * retryable "Cannot connect to API"), a connection lost mid-answer errors the body with TypeError('terminated'),
 * the abort signal rejects or errors with its reason, and a provider silent for 300 s fails the call.
 */
import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

/** A provider's answer body, pushed to one sink; `pause` stops reading the connection until `resume`. */
export interface ByteSource {
  /** Starts the delivery: `data` for each chunk, then `end` or `error`, one call at a time. */
  start(sink: ByteSink): void;
  pause(): void;
  resume(): void;
  cancel(reason: unknown): void;
}

export interface ByteSink {
  data(bytes: Uint8Array): void;
  end(): void;
  error(error: unknown): void;
}

export interface ResponseHead {
  status: number;
  headers: Headers;
}

/** Replaces a successful answer's body (e.g. the coalesced event stream); undefined keeps the provider's own. */
export type BodyTransform = (
  head: ResponseHead,
  source: () => ByteSource,
) => ReadableStream<Uint8Array> | undefined;

/** undici's defaults for the time a provider may keep silent (headers, then between body chunks). */
const SILENCE_LIMIT_MS = 300_000;
/** An idle connection is closed after 4 s (undici's default), before providers' own idle limits usually strike. */
const IDLE_CONNECTION_MS = 4_000;
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
};
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** A fetch over node:http(s); `transform` may replace the body of a successful answer. */
export function providerFetch(transform?: BodyTransform): typeof globalThis.fetch {
  return async (input, init) => {
    const body = init?.body;
    const bodyIsSimple = body == null || typeof body === 'string' || body instanceof Uint8Array;
    if (!(typeof input === 'string' || input instanceof URL) || !bodyIsSimple) {
      return viaGlobalFetch(input, init, transform);
    }
    const url = typeof input === 'string' ? new URL(input) : input;
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return viaGlobalFetch(input, init, transform);
    const { request, message } = await sendRequest(url, init ?? {});
    const headers = headersOf(message);
    const head = { status: message.statusCode ?? 0, headers };
    const ok = head.status >= 200 && head.status < 300;
    let stream: ReadableStream<Uint8Array> | null = null;
    if (NULL_BODY_STATUSES.has(head.status) || init?.method === 'HEAD') message.resume();
    else {
      stream =
        (ok ? transform?.(head, () => messageByteSource(message, request, init?.signal)) : undefined) ??
        (Readable.toWeb(message) as ReadableStream<Uint8Array>);
    }
    return new Response(stream, { status: head.status, statusText: message.statusMessage ?? '', headers });
  };
}

async function viaGlobalFetch(
  input: Parameters<typeof globalThis.fetch>[0],
  init: RequestInit | undefined,
  transform: BodyTransform | undefined,
): Promise<Response> {
  const response = await globalThis.fetch(input, init);
  const { body } = response;
  if (!response.ok || !body || !transform) return response;
  const replaced = transform({ status: response.status, headers: response.headers }, () =>
    webByteSource(body),
  );
  if (!replaced) return response;
  return new Response(replaced, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function requestHeaders(init: RequestInit): Record<string, string> {
  const out: Record<string, string> = {};
  const given = init.headers;
  if (!given) return out;
  if (given instanceof Headers || Array.isArray(given)) {
    for (const [name, value] of new Headers(given)) out[name] = value;
    return out;
  }
  for (const [name, value] of Object.entries(given)) if (value !== undefined) out[name] = String(value);
  return out;
}

/**
 * Sends the request and resolves with the answer's head. A keep-alive connection the provider closed while it sat
 * idle fails the request before any answer ("socket hang up" on a reused socket): the provider never saw it, so it
 * is sent again at once on a new connection (Node's documented remedy, see `request.reusedSocket`) instead of
 * failing into the AI SDK's retry, which waits 2 s first.
 */
function sendRequest(
  url: URL,
  init: RequestInit,
): Promise<{ request: ClientRequest; message: IncomingMessage }> {
  const signal = init.signal ?? undefined;
  const payload =
    init.body == null
      ? undefined
      : typeof init.body === 'string'
        ? Buffer.from(init.body)
        : (init.body as Uint8Array);
  const headers = requestHeaders(init);
  if (payload) headers['content-length'] = String(payload.byteLength);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const pooled = agents[url.protocol as keyof typeof agents];

  return new Promise((resolve, reject) => {
    const attempt = (agent: HttpAgent | false) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const request = send(url, { method: init.method ?? 'GET', headers, agent });
      let answer: IncomingMessage | undefined;
      const onAbort = () => {
        // After the answer arrived its body fails with the reason, as the global fetch's does.
        answer?.destroy(signal?.reason);
        request.destroy(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.setTimeout(SILENCE_LIMIT_MS, () => {
        const message = `No data from the AI provider for ${SILENCE_LIMIT_MS / 1000} s`;
        request.destroy(Object.assign(new Error(message), { code: 'ETIMEDOUT' }));
      });
      request.once('error', (error: NodeJS.ErrnoException) => {
        signal?.removeEventListener('abort', onAbort);
        if (answer) return; // the body reports it
        if (signal?.aborted) reject(signal.reason);
        else if (request.reusedSocket && error.code === 'ECONNRESET') attempt(false);
        else reject(new TypeError('fetch failed', { cause: error }));
      });
      request.once('response', (message) => {
        answer = message;
        message.once('close', () => signal?.removeEventListener('abort', onAbort));
        resolve({ request, message });
      });
      request.end(payload);
    };
    attempt(pooled);
  });
}

function headersOf(message: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = message.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i] as string, raw[i + 1] as string);
  return headers;
}

/** The answer body of a node:http response; pausing it also stops reading its socket. */
function messageByteSource(
  message: IncomingMessage,
  request: ClientRequest,
  signal: AbortSignal | null | undefined,
): ByteSource {
  let settled = false;
  return {
    start(sink) {
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        sink.error(signal?.aborted ? signal.reason : error);
      };
      message.on('data', (bytes: Buffer) => {
        if (!settled) sink.data(bytes);
      });
      message.once('end', () => {
        if (settled) return;
        settled = true;
        sink.end();
      });
      // A connection lost mid-answer, as undici words it.
      message.once('error', (error) => fail(new TypeError('terminated', { cause: error })));
      message.once('close', () => {
        if (!message.complete) fail(new TypeError('terminated'));
      });
    },
    // Pausing the socket too keeps the HTTP parser from running on what arrives meanwhile: it waits, unparsed,
    // in the socket (or the kernel) until resume, which hands it all over before the next check phase.
    pause() {
      message.pause();
      message.socket?.pause();
    },
    resume() {
      message.socket?.resume();
      message.resume();
    },
    cancel() {
      settled = true;
      request.destroy();
      message.destroy();
    },
  };
}

/** The same for a web stream (the global fetch's body): while paused it is simply not read. */
export function webByteSource(stream: ReadableStream<Uint8Array>): ByteSource {
  const reader = stream.getReader();
  let paused = false;
  let stopped = false;
  let wake = () => {};
  return {
    start(sink) {
      const pump = async () => {
        try {
          for (;;) {
            while (paused && !stopped) await new Promise<void>((resolve) => (wake = resolve));
            if (stopped) return;
            const { value, done } = await reader.read();
            if (stopped) return;
            if (done) return sink.end();
            sink.data(value);
          }
        } catch (error) {
          if (!stopped) sink.error(error);
        }
      };
      void pump();
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      wake();
    },
    cancel(reason) {
      stopped = true;
      wake();
      reader.cancel(reason).catch(() => {});
    },
  };
}
