/**
 * Chat messages: the content rules for what a user sends, the preview, and the domain Message shape. The stored
 * message may be empty (an AI reply starts empty and grows while it streams), so the length rule applies to sending,
 * not to the entity.
 */
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH, MESSAGE_MIN_LENGTH, MESSAGE_PREVIEW_LENGTH } from './constants.ts';
import { truncateWithEllipsis } from './text.ts';
import { addCatalogueIssue, catalogued, parseOrThrow } from './validation.ts';

/** Any 8-4-4-4-12 hex id, as PostgreSQL's uuid type accepts (z.uuid() would reject ids of other variants). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

export function createId(): string {
  return globalThis.crypto.randomUUID();
}

/** A uuid string field whose every failure (missing, empty, malformed) reads as the given message. */
export function uuidSchema(error: { error: string }) {
  return z.string(error).regex(UUID_PATTERN, error);
}

/** Dates arrive as Date in process and as ISO strings over the wire; both become a valid Date. */
export function dateSchema(error: { error: string }) {
  return z.preprocess((value) => (typeof value === 'string' ? new Date(value) : value), z.date(error));
}

/** The sendable text: a string, trimmed, 1 to 10000 characters (the count in the message is after trimming). */
export const messageContentSchema = z
  .string(catalogued('MESSAGE_CONTENT_NOT_STRING'))
  .trim()
  .check((payload) => {
    const { length } = payload.value;
    if (length < MESSAGE_MIN_LENGTH || length > MESSAGE_MAX_LENGTH) {
      addCatalogueIssue(payload, 'MESSAGE_CONTENT_LENGTH', { length });
    }
  });

/** Trims and checks sendable text; throws MESSAGE_CONTENT_NOT_STRING or MESSAGE_CONTENT_LENGTH. */
export function validateMessageContent(content: unknown): string {
  return parseOrThrow(messageContentSchema, content);
}

/** A user's send: empty text is "required" rather than "too short", then the length rule applies. */
export const sendMessageSchema = z.object({
  content: z
    .string(catalogued('MESSAGE_CONTENT_REQUIRED'))
    .trim()
    .min(1, catalogued('MESSAGE_CONTENT_REQUIRED'))
    .pipe(messageContentSchema),
  userId: z.string(catalogued('USER_ID_REQUIRED')).trim().min(1, catalogued('USER_ID_REQUIRED')),
  sessionId: uuidSchema(catalogued('SESSION_ID_INVALID')).optional(),
});
export type SendMessageInput = z.output<typeof sendMessageSchema>;

export function parseSendMessage(input: unknown): SendMessageInput {
  return parseOrThrow(sendMessageSchema, input);
}

const attachmentRefSchema = z.looseObject({ id: z.string() });

export const messageSchema = z.object({
  id: uuidSchema(catalogued('MESSAGE_ID_INVALID')),
  content: z.string(catalogued('MESSAGE_CONTENT_NOT_STRING')),
  isUser: z.boolean(catalogued('MESSAGE_IS_USER_INVALID')),
  timestamp: dateSchema(catalogued('MESSAGE_TIMESTAMP_INVALID')),
  diagrams: z.array(attachmentRefSchema).optional(),
  toolCalls: z.array(attachmentRefSchema).optional(),
});

export interface AttachmentRef {
  id: string;
  [key: string]: unknown;
}

export interface Message {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  diagrams?: AttachmentRef[];
  toolCalls?: AttachmentRef[];
}

export function parseMessage(input: unknown): Message {
  return parseOrThrow(messageSchema, input);
}

interface CreateMessageOptions {
  id?: string;
  now?: Date;
}

export function createUserMessage(content: unknown, options: CreateMessageOptions = {}): Message {
  return {
    id: options.id ?? createId(),
    content: validateMessageContent(content),
    isUser: true,
    timestamp: options.now ?? new Date(),
  };
}

/** An AI reply begins empty and grows with each streamed chunk (SPEC §4 Chat). */
export function startAssistantReply(options: CreateMessageOptions = {}): Message {
  return { id: options.id ?? createId(), content: '', isUser: false, timestamp: options.now ?? new Date() };
}

export function appendToReply(message: Message, chunk: string): Message {
  return { ...message, content: message.content + chunk };
}

export function previewMessage(content: string, maxLength: number = MESSAGE_PREVIEW_LENGTH): string {
  return truncateWithEllipsis(content, maxLength);
}

/** Domain events of a chat (SPEC §3); each carries the session id so listeners can scope to one session. */
export type ChatDomainEvent =
  | { type: 'message_added'; sessionId: string; message: Message }
  | { type: 'message_updated'; sessionId: string; message: Message }
  | { type: 'messages_loaded'; sessionId: string; messages: Message[] };
