/**
 * The shape of a tool the assistant may call (kept apart from the registry in chat-tools.ts so capabilities that
 * define tools, e.g. the journey's document tools, do not import the registry that imports them).
 */
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export interface ChatToolContext {
  db: Db;
  userId: string;
  sessionId: string;
  /** The assistant message the tool use belongs to (saved after the tools ran). */
  messageId: string;
  log: Logger;
}

export interface ChatTool<I = unknown> {
  name: string;
  description: string;
  inputSchema: z.ZodType<I>;
  /** Throws to report a failure; the error's message is the tool result the user sees. */
  execute(input: I, context: ChatToolContext): Promise<void>;
}

// Tools of any input type live in one list; each is only ever called with input its own schema accepted.
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous registry of typed tools
export type AnyChatTool = ChatTool<any>;
