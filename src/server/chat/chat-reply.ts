/**
 * One assistant reply: runs the model, turns its stream into the chat events of src/domain/chat-events.ts, runs
 * the tools it asked for, and saves the reply. The run does not depend on the HTTP response: when the browser goes
 * away mid-reply the run keeps consuming the model to the end and saves the whole reply (the client is simply
 * detached), so the message is complete when the user comes back. Only the user's Stop generating (POST
 * /api/chat/stop, src/server/chat/replies-in-flight.ts) aborts the provider call: what arrived is saved as stopped.
 */
import type { ServerResponse } from 'node:http';
import type { ModelMessage, ToolSet } from 'ai';
import { NoSuchToolError } from 'ai';
import type { ChatEvent } from '../../domain/chat-events.ts';
import { toolUseKey } from '../../domain/chat-events.ts';
import { errorMessage } from '../../domain/errors.ts';
import { createId } from '../../domain/message.ts';
import { TOOL_PROCESSING_ERROR_NOTE } from '../../domain/messages.ts';
import { openModelStream } from '../ai/model-stream.ts';
import type { LanguageModelSpec } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import type { MessageStatus } from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import { createChatEventWriter } from './chat-event-writer.ts';
import { type AnyChatTool, toModelToolSet } from './chat-tools.ts';
import type { ChatWrites } from './chat-writes.ts';
import { ReplyStopped, trackReply } from './replies-in-flight.ts';

/** One entry of messages.tool_calls (stored as JSON text, SPEC §3). */
export interface StoredToolCall {
  id: string;
  name: string;
  input: unknown;
  /** invalid: the input did not match the tool's schema; failed: the tool threw while running. */
  status: 'completed' | 'failed' | 'invalid';
  error?: string;
  timestamp: string;
  completedAt?: string;
}

export interface ChatReplyOptions {
  db: Db;
  model: LanguageModelSpec;
  tools: readonly AnyChatTool[];
  system: string;
  history: ModelMessage[];
  userId: string;
  sessionId: string;
  /** Saves the reply (src/server/chat/chat-writes.ts); false when its session no longer exists. */
  saveReply: ChatWrites['saveReply'];
  log: Logger;
  /** Retries of a failed model call (429, 5xx), honouring the provider's retry-after. */
  maxRetries?: number;
  /** The Node response when served by @hono/node-server: frames are then written to it directly. */
  outgoing?: ServerResponse;
  /** Regenerate: saving this reply deletes the replies saved since the last user message. */
  replaceLastReplies?: boolean;
  /**
   * Runs once the complete (or stopped) reply is saved, before completion_confirmed (e.g. storing its diagrams);
   * failures are logged.
   */
  onReplySaved?: (reply: SavedReplyInfo) => Promise<unknown>;
}

export interface SavedReplyInfo {
  messageId: string;
  sessionId: string;
  userId: string;
  content: string;
  toolCalls: readonly StoredToolCall[];
}

export interface ChatReply {
  /** The event stream for the HTTP response: `data: <json>` frames, then `data: [DONE]`. */
  body: ReadableStream<Uint8Array>;
  /** Settles when the reply has been saved (or its save failed), whether or not a client still listens. */
  finished: Promise<void>;
}

export function startChatReply(options: ChatReplyOptions): ChatReply {
  const writer = createChatEventWriter(() => {
    // The client went away: keep generating and saving, just stop writing.
    options.log.info({ sessionId: options.sessionId }, 'chat client disconnected; finishing the reply');
  }, options.outgoing);
  const abort = new AbortController();
  const finished = runReply(options, writer.send, abort.signal)
    .catch((error: unknown) => {
      options.log.error({ err: error, sessionId: options.sessionId }, 'chat reply failed unexpectedly');
      writer.send({ type: 'error', error: errorMessage('SEND_MESSAGE_FAILED') });
    })
    .finally(() => writer.end());
  trackReply({
    sessionId: options.sessionId,
    userId: options.userId,
    finished,
    abort: (reason) => abort.abort(reason),
  });
  return { body: writer.body, finished };
}

const modelToolSets = new WeakMap<readonly AnyChatTool[], ToolSet>();

/** One model-facing declaration per tool list, so the provider-ready form is prepared once, not per reply. */
function modelToolSetOf(tools: readonly AnyChatTool[]): ToolSet {
  let set = modelToolSets.get(tools);
  if (!set) {
    set = toModelToolSet(tools);
    modelToolSets.set(tools, set);
  }
  return set;
}

/** The error recorded on a tool call the model asked for when the user stopped the reply before it ran. */
const TOOL_NOT_RUN_STOPPED = 'Not run: the reply was stopped';

interface PendingTool {
  tool: AnyChatTool;
  record: StoredToolCall;
}

async function runReply(
  options: ChatReplyOptions,
  send: (event: ChatEvent) => void,
  abortSignal: AbortSignal,
): Promise<void> {
  const { log, sessionId } = options;
  const messageId = createId();
  const toolsByName = new Map(options.tools.map((t) => [t.name, t]));
  const seenToolUses = new Set<string>();
  const toolCalls: StoredToolCall[] = [];
  const pending: PendingTool[] = [];
  let content = '';
  let failure: unknown;

  try {
    const model = await openModelStream({
      model: options.model,
      system: options.system,
      messages: options.history,
      tools: modelToolSetOf(options.tools),
      maxRetries: options.maxRetries ?? 2,
      abortSignal,
    });
    const reader = model.parts.getReader();
    // A model that ignores the signal still stops being read when the reply is stopped (shutdown).
    const stopReading = () => void reader.cancel(abortSignal.reason).catch(() => {});
    abortSignal.addEventListener('abort', stopReading, { once: true });
    for (;;) {
      const { value: part, done } = await reader.read();
      if (done) break;
      if (part.type === 'text-delta') {
        if (part.delta === '') continue;
        content += part.delta;
        send({ type: 'content_block_delta', delta: { text: part.delta } });
      } else if (part.type === 'tool-call') {
        const call = await model.parseToolCall(part);
        const key = toolUseKey({ name: call.toolName, input: call.input });
        if (seenToolUses.has(key)) {
          log.debug({ tool: call.toolName }, 'identical tool use already handled in this reply; skipped');
          continue;
        }
        seenToolUses.add(key);
        const tool = toolsByName.get(call.toolName);
        if (!tool || (call.invalid && NoSuchToolError.isInstance(call.error))) {
          log.warn({ tool: call.toolName, sessionId }, 'model called an unknown tool; skipped');
          continue;
        }
        const timestamp = new Date().toISOString();
        const toolRef = { id: call.toolCallId, name: call.toolName };
        send({ type: 'tool_use_started', tool: { ...toolRef, input: call.input } });
        if (call.invalid) {
          const error = getErrorMessage(call.error);
          toolCalls.push({ ...toolRef, input: call.input, status: 'invalid', error, timestamp });
          send({ type: 'tool_use_completed', tool: toolRef, success: false, error });
          continue;
        }
        const record: StoredToolCall = { ...toolRef, input: call.input, status: 'completed', timestamp };
        toolCalls.push(record);
        pending.push({ tool, record });
        send({ type: 'tool_use_completed', tool: toolRef, success: true });
      } else if (part.type === 'error') {
        failure = part.error;
      } else if (part.type === 'stream-start' && part.warnings.length > 0) {
        log.debug({ warnings: part.warnings, sessionId }, 'AI provider warnings');
      }
    }
  } catch (error) {
    failure = error;
  }
  if (abortSignal.aborted) failure = abortSignal.reason;

  if (failure instanceof ReplyStopped) {
    // The user pressed Stop generating: what arrived is the reply, kept and marked stopped; the tools it asked for
    // are not run. Nothing arrived: nothing to keep.
    if (content === '' && toolCalls.length === 0) return;
    for (const { record } of pending) {
      record.status = 'failed';
      record.error = TOOL_NOT_RUN_STOPPED;
    }
    send({ type: 'content_complete', content, sessionId, messageId });
    const saved = await saveReply(options, { messageId, content, toolCalls, status: 'stopped' });
    // What was kept is the reply: its finished diagrams are stored like a complete reply's.
    if (saved) await afterSave(options, { messageId, sessionId, userId: options.userId, content, toolCalls });
    send(
      saved
        ? { type: 'completion_confirmed', messageId }
        : { type: 'save_error', error: errorMessage('SAVE_REPLY_FAILED') },
    );
    return;
  }

  if (failure !== undefined) {
    const message = errorMessage('AI_RESPONSE_FAILED', { message: describeFailure(failure) });
    log.warn({ err: failure, sessionId, received: content.length }, 'AI provider failed mid-reply');
    if (content !== '' || toolCalls.length > 0) {
      const saved = await saveReply(options, { messageId, content, toolCalls, status: 'interrupted' });
      if (!saved) send({ type: 'save_error', error: errorMessage('SAVE_REPLY_FAILED') });
    }
    send({ type: 'error', error: message });
    return;
  }

  if (pending.length > 0) {
    send({ type: 'tool_processing_started' });
    const processed: string[] = [];
    for (const { tool, record } of pending) {
      try {
        await tool.execute(record.input, {
          db: options.db,
          userId: options.userId,
          sessionId,
          messageId,
          log,
        });
        processed.push(tool.name);
      } catch (error) {
        record.status = 'failed';
        record.error = getErrorMessage(error);
        log.error({ err: error, tool: tool.name, sessionId }, 'tool failed');
      }
      record.completedAt = new Date().toISOString();
    }
    send({ type: 'tool_processing_completed', tools: processed, count: processed.length });
    const failed = pending.filter(({ record }) => record.status === 'failed');
    if (failed.length > 0) {
      // The tool results in words (SPEC §8), then the note that the conversation goes on without them.
      const results = failed.map(({ record }) => `- ${record.error}`).join('\n');
      const note = `${content === '' ? '' : '\n\n'}${results}\n\n${TOOL_PROCESSING_ERROR_NOTE}`;
      content += note;
      send({ type: 'content_block_delta', delta: { text: note } });
    }
  }

  send({ type: 'content_complete', content, sessionId, messageId });
  const saved = await saveReply(options, { messageId, content, toolCalls, status: 'complete' });
  if (saved) await afterSave(options, { messageId, sessionId, userId: options.userId, content, toolCalls });
  send(
    saved
      ? { type: 'completion_confirmed', messageId }
      : { type: 'save_error', error: errorMessage('SAVE_REPLY_FAILED') },
  );
}

/** The provider's own words, without the SDK's retry wrapper ("Failed after 3 attempts. Last error: …"). */
function describeFailure(error: unknown): string {
  const last = (error as { lastError?: unknown }).lastError;
  return getErrorMessage(last ?? error) || 'Unknown error';
}

function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  // Providers' own error events, e.g. Anthropic's {"type":"overloaded_error","message":"Overloaded"}.
  const nested = (error as { message?: unknown; error?: { message?: unknown } } | null) ?? {};
  const message = nested.message ?? nested.error?.message;
  return typeof message === 'string' ? message : JSON.stringify(error);
}

async function saveReply(
  options: ChatReplyOptions,
  reply: { messageId: string; content: string; toolCalls: StoredToolCall[]; status: MessageStatus },
): Promise<boolean> {
  try {
    const saved = await options.saveReply({
      id: reply.messageId,
      sessionId: options.sessionId,
      content: reply.content,
      status: reply.status,
      toolCalls: reply.toolCalls.length > 0 ? JSON.stringify(reply.toolCalls) : null,
      ...(options.replaceLastReplies ? { replaceLastReplies: true } : {}),
    });
    if (!saved)
      options.log.warn({ sessionId: options.sessionId }, 'the chat was deleted before its reply was saved');
    return saved;
  } catch (error) {
    options.log.error({ err: error, sessionId: options.sessionId }, 'saving the assistant reply failed');
    return false;
  }
}

/** The caller's after-save step (the journey stores the reply's diagrams); a failure is logged, never thrown. */
async function afterSave(options: ChatReplyOptions, reply: SavedReplyInfo): Promise<void> {
  if (!options.onReplySaved) return;
  await options
    .onReplySaved(reply)
    .catch((error: unknown) =>
      options.log.error({ err: error, sessionId: reply.sessionId }, 'after-save step of the reply failed'),
    );
}
