import { type ChatEvent, parseChatEventLine } from '../../../../domain/chat-events.ts';
import { CHAT_CALL_MAX_ATTEMPTS, STREAM_INACTIVITY_TIMEOUT_MS } from '../../../../domain/constants.ts';
import { type ErrorCode, errorMessage, isWireError } from '../../../../domain/errors.ts';
import { retryDelay } from '../../../../domain/retry.ts';

/**
 * The client of `POST /api/chat` (DESIGN "Fixed interfaces"): sends the conversation, reads the server-sent events
 * with the domain's parser and hands each event to the caller. Pure apart from the injected fetch and timers, so it
 * is unit-tested with a fake fetch returning a ReadableStream.
 *
 * - Up to 3 attempts, waiting retryDelay(1) = 1 s then retryDelay(2) = 2 s, but only for failures before any data
 *   arrived that may pass (network, 5xx, no body); a 4xx, an authentication failure or a timeout will not.
 * - A stream silent for 30 s is aborted with "Stream timeout - no data received after 30 seconds"; a server that
 *   does not even answer in that time gives "Request timed out - please try again".
 */
export interface ChatApiMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface StreamChatOptions {
  messages: readonly ChatApiMessage[];
  sessionId: string;
  /** The reply replaces the last one the server saved (regenerate, or retrying an interrupted reply). */
  regenerate?: boolean;
  onEvent: (event: ChatEvent) => void;
  /** The server answered and is generating the reply (from here POST /api/chat/stop reaches it). */
  onOpen?: () => void;
  /** Told before each wait between attempts (attempt = the failed attempt's number). */
  onRetry?: (info: { attempt: number; delayMs: number; error: ChatStreamError }) => void;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  url?: string;
  maxAttempts?: number;
  inactivityTimeoutMs?: number;
}

export interface StreamChatResult {
  content: string;
  messageId: string | null;
  /** completion_confirmed arrived: the reply is durably saved. */
  confirmed: boolean;
  saveError: string | null;
}

export class ChatStreamError extends Error {
  readonly code: ErrorCode | 'SERVER';
  readonly status: number | null;
  readonly retryable: boolean;

  constructor(
    code: ErrorCode | 'SERVER',
    message: string,
    options: { status?: number | null; retryable?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'ChatStreamError';
    this.code = code;
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
  }
}

export function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error as { name: string }).name === 'AbortError'
  );
}

function abortError(): DOMException {
  return new DOMException('The reply was stopped', 'AbortError');
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function readErrorBody(response: Response): Promise<string | null> {
  try {
    const data: unknown = await response.json();
    return isWireError(data) ? data.error.message : null;
  } catch {
    return null;
  }
}

async function errorFromResponse(response: Response): Promise<ChatStreamError> {
  const { status } = response;
  if (status === 401) {
    return new ChatStreamError('AUTHENTICATION_FAILED', errorMessage('AUTHENTICATION_FAILED'), { status });
  }
  // A 4xx the server explained (validation, rate limit, unknown session) reads better in its own words.
  const serverMessage = status >= 400 && status < 500 ? await readErrorBody(response) : null;
  if (serverMessage) return new ChatStreamError('SERVER', serverMessage, { status });
  return new ChatStreamError('EDGE_FUNCTION_ERROR', errorMessage('EDGE_FUNCTION_ERROR', { status }), {
    status,
    retryable: status >= 500,
  });
}

interface AttemptState {
  receivedData: boolean;
}

async function attemptStream(
  options: StreamChatOptions,
  state: AttemptState,
  result: StreamChatResult,
): Promise<void> {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.inactivityTimeoutMs ?? STREAM_INACTIVITY_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      reader?.cancel().catch(() => {});
    }, timeoutMs);
  };
  const onUserAbort = () => {
    controller.abort();
    reader?.cancel().catch(() => {});
  };
  options.signal?.addEventListener('abort', onUserAbort, { once: true });

  try {
    if (options.signal?.aborted) throw abortError();
    armTimer();
    let response: Response;
    try {
      response = await fetchImpl(options.url ?? '/api/chat', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
        body: JSON.stringify({
          messages: options.messages,
          sessionId: options.sessionId,
          ...(options.regenerate ? { regenerate: true } : {}),
        }),
        signal: controller.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw abortError();
      if (timedOut)
        throw new ChatStreamError('REQUEST_TIMED_OUT', errorMessage('REQUEST_TIMED_OUT'), { cause });
      throw new ChatStreamError('NETWORK_ERROR', errorMessage('NETWORK_ERROR'), { retryable: true, cause });
    }
    if (!response.ok) throw await errorFromResponse(response);
    if (!response.body) {
      throw new ChatStreamError('NO_RESPONSE_BODY', errorMessage('NO_RESPONSE_BODY'), { retryable: true });
    }

    reader = response.body.getReader();
    options.onOpen?.();
    if (timedOut || options.signal?.aborted) await reader.cancel().catch(() => {});
    armTimer();
    const decoder = new TextDecoder();
    let buffer = '';
    let streamError: string | null = null;
    let done = false;

    const handleLine = (line: string) => {
      const parsed = parseChatEventLine(line);
      if (parsed.kind === 'done') {
        done = true;
        return;
      }
      if (parsed.kind !== 'event') return;
      const { event } = parsed;
      if (event.type === 'content_block_delta') result.content += event.delta.text;
      else if (event.type === 'content_complete') {
        result.content = event.content;
        result.messageId = event.messageId;
      } else if (event.type === 'completion_confirmed') {
        result.confirmed = true;
        result.messageId = event.messageId;
      } else if (event.type === 'save_error') result.saveError = event.error;
      else if (event.type === 'error') streamError = event.error;
      options.onEvent(event);
    };

    while (!done) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (cause) {
        if (options.signal?.aborted) throw abortError();
        if (timedOut) break;
        throw new ChatStreamError('NETWORK_ERROR', errorMessage('NETWORK_ERROR'), {
          retryable: !state.receivedData,
          cause,
        });
      }
      if (chunk.done) break;
      if (chunk.value.byteLength > 0) state.receivedData = true;
      armTimer();
      buffer += decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        handleLine(line);
        if (done) break;
      }
    }
    if (options.signal?.aborted) throw abortError();
    if (timedOut) throw new ChatStreamError('STREAM_TIMEOUT', errorMessage('STREAM_TIMEOUT'));
    if (!done && buffer.trim() !== '') handleLine(buffer);
    if (done) await reader.cancel().catch(() => {});
    if (streamError !== null) throw new ChatStreamError('SERVER', streamError);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onUserAbort);
  }
}

/** Streams one reply. Resolves with what arrived; rejects with a ChatStreamError, or an AbortError when stopped. */
export async function streamChat(options: StreamChatOptions): Promise<StreamChatResult> {
  const maxAttempts = options.maxAttempts ?? CHAT_CALL_MAX_ATTEMPTS;
  for (let attempt = 1; ; attempt += 1) {
    const state: AttemptState = { receivedData: false };
    const result: StreamChatResult = { content: '', messageId: null, confirmed: false, saveError: null };
    try {
      await attemptStream(options, state, result);
      return result;
    } catch (error) {
      const retry =
        error instanceof ChatStreamError && error.retryable && !state.receivedData && attempt < maxAttempts;
      if (!retry) throw error;
      const delayMs = retryDelay(attempt);
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs, options.signal);
    }
  }
}
