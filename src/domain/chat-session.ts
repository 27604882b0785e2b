/**
 * Chat sessions: titles (default, display, derived from the first message, fallback from an idea), ownership,
 * the active flag, the project link, and the request schemas of the chat endpoints.
 */
import { z } from 'zod';
import {
  IDEA_TITLE_LINE_MAX_LENGTH,
  IDEA_TITLE_LINE_MIN_LENGTH,
  IDEA_TITLE_MAX_LENGTH,
  SESSION_TITLE_FROM_MESSAGE_LENGTH,
} from './constants.ts';
import { AppError } from './errors.ts';
import { createId, type Message, uuidSchema } from './message.ts';
import { cutText, truncateWithEllipsis } from './text.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const DEFAULT_SESSION_TITLE = 'New Chat';
export const UNTITLED_SESSION_TITLE = 'Untitled Chat';
export const DEFAULT_IDEA_TITLE = 'New Idea';
export const SESSION_TITLE_MAX_LENGTH = 200;

export interface ChatSession {
  id: string;
  userId: string;
  title: string;
  projectId: string | null;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  messages: Message[];
}

interface CreateChatSessionInput {
  userId: string;
  title?: string;
  projectId?: string | null;
  id?: string;
  now?: Date;
}

export function createChatSession(input: CreateChatSessionInput): ChatSession {
  if (input.userId.trim() === '') throw new AppError('USER_ID_REQUIRED');
  const now = input.now ?? new Date();
  const title = input.title?.trim();
  return {
    id: input.id ?? createId(),
    userId: input.userId,
    title: title ? title : DEFAULT_SESSION_TITLE,
    projectId: input.projectId ?? null,
    isActive: true,
    createdAt: now,
    updatedAt: now,
    messages: [],
  };
}

/** What a list shows for a session's title; a blank title reads as "Untitled Chat". */
export function displaySessionTitle(title: string | null | undefined): string {
  const trimmed = title?.trim();
  return trimmed ? trimmed : UNTITLED_SESSION_TITLE;
}

/** The first message's first 50 characters (plus "..." when longer), only when the user wrote it. */
export function deriveTitleFromMessages(
  messages: readonly Pick<Message, 'content' | 'isUser'>[],
): string | null {
  const first = messages[0];
  if (!first?.isUser) return null;
  const content = first.content.trim();
  return content ? truncateWithEllipsis(content, SESSION_TITLE_FROM_MESSAGE_LENGTH) : null;
}

// Letters and digits of any script: a title in the user's own language is as "plain" as an English one.
const PLAIN_LINE = /^[\p{L}\p{N} ]+$/u;

/**
 * The title used when the AI cannot name an idea: its first plain line (4 to 49 characters of letters, digits and
 * spaces, after trimming) cut to 30 characters; "New Idea" when no line qualifies.
 */
export function deriveFallbackTitle(ideaContent: string): string {
  for (const rawLine of ideaContent.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (line.length < IDEA_TITLE_LINE_MIN_LENGTH || line.length > IDEA_TITLE_LINE_MAX_LENGTH) continue;
    if (!PLAIN_LINE.test(line)) continue;
    return cutText(line, IDEA_TITLE_MAX_LENGTH).trimEnd();
  }
  return DEFAULT_IDEA_TITLE;
}

export function sessionBelongsTo(session: Pick<ChatSession, 'userId'>, userId: string): boolean {
  return session.userId === userId;
}

export function toggleSessionActive<S extends Pick<ChatSession, 'isActive'>>(session: S): S {
  return { ...session, isActive: !session.isActive };
}

export function renameSession<S extends Pick<ChatSession, 'title' | 'updatedAt'>>(
  session: S,
  title: string,
  now: Date = new Date(),
): S {
  return { ...session, title: parseOrThrow(sessionTitleSchema, title), updatedAt: now };
}

export function linkSessionToProject<S extends Pick<ChatSession, 'projectId' | 'updatedAt'>>(
  session: S,
  projectId: string,
  now: Date = new Date(),
): S {
  if (projectId.trim() === '') throw new AppError('PROJECT_ID_REQUIRED');
  return { ...session, projectId, updatedAt: now };
}

export function unlinkSessionFromProject<S extends Pick<ChatSession, 'projectId' | 'updatedAt'>>(
  session: S,
  now: Date = new Date(),
): S {
  return { ...session, projectId: null, updatedAt: now };
}

// Request schemas (DESIGN "Fixed interfaces")

export const sessionTitleSchema = z
  .string(catalogued('SESSION_TITLE_REQUIRED'))
  .trim()
  .min(1, catalogued('SESSION_TITLE_REQUIRED'))
  .max(SESSION_TITLE_MAX_LENGTH, catalogued('SESSION_TITLE_TOO_LONG'));

const projectIdSchema = uuidSchema(catalogued('PROJECT_ID_INVALID'));

/** POST /api/sessions */
export const createSessionSchema = z.object({
  title: sessionTitleSchema.optional(),
  projectId: projectIdSchema.nullish(),
});

/** PATCH /api/sessions/:id — null projectId unlinks. */
export const updateSessionSchema = z.object({
  title: sessionTitleSchema.optional(),
  projectId: projectIdSchema.nullish(),
  isActive: z.boolean().optional(),
});

/** A session id that must be present ("Session ID is required") and well formed. */
export const sessionIdSchema = z
  .string(catalogued('SESSION_ID_REQUIRED'))
  .min(1, catalogued('SESSION_ID_REQUIRED'))
  .pipe(uuidSchema(catalogued('SESSION_ID_INVALID')));

export const chatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.output<typeof chatRoleSchema>;

/** POST /api/chat */
export const chatRequestSchema = z.object({
  messages: z
    .array(z.object({ role: chatRoleSchema, content: z.string() }), catalogued('API_MESSAGES_REQUIRED'))
    .min(1, catalogued('API_MESSAGES_REQUIRED')),
  sessionId: z
    .string(catalogued('API_SESSION_ID_REQUIRED'))
    .min(1, catalogued('API_SESSION_ID_REQUIRED'))
    .pipe(uuidSchema(catalogued('SESSION_ID_INVALID'))),
  /** Regenerate: the new reply replaces the replies saved since the last user message once it is saved. */
  regenerate: z.boolean().optional(),
});
export type ChatRequest = z.output<typeof chatRequestSchema>;

export function parseChatRequest(input: unknown): ChatRequest {
  return parseOrThrow(chatRequestSchema, input);
}

/** POST /api/generate-session-title */
export const generateSessionTitleSchema = z.object({
  sessionId: sessionIdSchema,
  ideaContent: z
    .string(catalogued('IDEA_CONTENT_REQUIRED'))
    .trim()
    .min(1, catalogued('IDEA_CONTENT_REQUIRED')),
});
