/**
 * The chat function's work before and around the model: the session must be the caller's, the user's message is
 * saved (and names a new session) before the model is called, and no transaction spans the stream.
 */
import type { ServerResponse } from 'node:http';
import { generateText, type ModelMessage } from 'ai';
import type { ChatRequest } from '../../domain/chat-session.ts';
import {
  DEFAULT_SESSION_TITLE,
  deriveFallbackTitle,
  deriveTitleFromMessages,
} from '../../domain/chat-session.ts';
import { AppError } from '../../domain/errors.ts';
import { createId, validateMessageContent } from '../../domain/message.ts';
import { TITLE_SYSTEM_PROMPT } from '../ai/system-prompt.ts';
import type { LanguageModelSpec } from '../ai/types.ts';
import type { Db } from '../db/client.ts';
import { updateChatSession } from '../db/repositories/chat-repository.ts';
import type { Logger } from '../logger.ts';
import { type ChatReply, type ChatReplyOptions, startChatReply } from './chat-reply.ts';
import type { AnyChatTool } from './chat-tools.ts';
import type { ChatWrites } from './chat-writes.ts';
import { requireOwnSession } from './session-service.ts';

/** The most recent messages sent to the model; older context is dropped rather than failing the call. */
export const CHAT_HISTORY_LIMIT = 100;

export interface ChatRuntime {
  model: LanguageModelSpec;
  tools: readonly AnyChatTool[];
  system: string;
  /** The model is ours (no network), so titles come from the domain's fallback rule. */
  isBuiltIn: boolean;
  maxRetries?: number;
  /** After a complete reply is saved (the journey stores the reply's diagrams). */
  onReplySaved?: ChatReplyOptions['onReplySaved'];
  /** The user messages and replies, grouped across concurrent requests. */
  writes: ChatWrites;
}

export async function sendChatMessage(options: {
  db: Db;
  runtime: ChatRuntime;
  userId: string;
  request: ChatRequest;
  log: Logger;
  /** The Node response the reply's frames are written to directly (src/server/chat/chat-event-writer.ts). */
  outgoing?: ServerResponse | undefined;
}): Promise<ChatReply> {
  const { db, userId, request } = options;
  const last = request.messages[request.messages.length - 1];
  if (last?.role !== 'user') {
    throw new AppError('VALIDATION_FAILED', { detail: 'The last message must be from the user' });
  }
  const content = validateMessageContent(last.content);
  // Ownership check and the user's message in one statement, shared with concurrent sends (group commit); it is
  // committed before the model is called. A retried or regenerated send repeats the last user message over the
  // same history: the statement keeps one copy.
  const recorded = await options.runtime.writes.recordUserMessage({
    id: createId(),
    sessionId: request.sessionId,
    userId,
    content,
    sentUserMessages: request.messages.filter((m) => m.role === 'user').length,
    titleIfFirst: deriveTitleFromMessages([{ content, isUser: true }]),
    defaultTitle: DEFAULT_SESSION_TITLE,
  });
  if (!recorded.found) throw new AppError('CHAT_SESSION_NOT_FOUND');

  const history: ModelMessage[] = request.messages.slice(-CHAT_HISTORY_LIMIT).map((m, i, all) => ({
    role: m.role,
    content: i === all.length - 1 ? content : m.content,
  }));
  return startChatReply({
    db,
    model: options.runtime.model,
    tools: options.runtime.tools,
    system: options.runtime.system,
    history,
    userId,
    sessionId: request.sessionId,
    saveReply: options.runtime.writes.saveReply,
    log: options.log,
    ...(request.regenerate ? { replaceLastReplies: true } : {}),
    ...(options.outgoing ? { outgoing: options.outgoing } : {}),
    ...(options.runtime.maxRetries !== undefined ? { maxRetries: options.runtime.maxRetries } : {}),
    ...(options.runtime.onReplySaved ? { onReplySaved: options.runtime.onReplySaved } : {}),
  });
}

const TITLE_TIMEOUT_MS = 15_000;
const TITLE_MAX_LENGTH = 60;

function cleanTitle(text: string): string {
  const line = (text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '').trim();
  return line
    .replace(/^(?:title:\s*)/i, '')
    .replace(/^["'“‘*#\s]+|["'”’*.\s]+$/g, '')
    .slice(0, TITLE_MAX_LENGTH)
    .trim();
}

/** A generated title for the session (the domain's fallback rule when the AI cannot), saved on the session. */
export async function generateSessionTitle(options: {
  db: Db;
  runtime: ChatRuntime;
  userId: string;
  sessionId: string;
  ideaContent: string;
  log: Logger;
}): Promise<{ title: string }> {
  await requireOwnSession({ db: options.db, userId: options.userId, id: options.sessionId });
  let title = '';
  if (!options.runtime.isBuiltIn) {
    try {
      const result = await generateText({
        model: options.runtime.model,
        system: TITLE_SYSTEM_PROMPT,
        prompt: options.ideaContent,
        maxRetries: 1,
        abortSignal: AbortSignal.timeout(TITLE_TIMEOUT_MS),
      });
      title = cleanTitle(result.text);
    } catch (error) {
      options.log.warn({ err: error }, 'title generation failed; using the fallback title');
    }
  }
  if (title === '') title = deriveFallbackTitle(options.ideaContent);
  await updateChatSession({
    db: options.db,
    userId: options.userId,
    id: options.sessionId,
    patch: { title },
  });
  return { title };
}
