/**
 * The tools the assistant may call while it answers (the journey issue adds the six document tools). The model
 * only proposes a call; the chat stream validates, de-duplicates and runs it after the reply, so a tool never runs
 * twice for identical input and an unknown tool is logged and skipped.
 */
import { type ToolSet, tool } from 'ai';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export interface ChatToolContext {
  db: Db;
  userId: string;
  sessionId: string;
  /** The assistant message the tool use belongs to. */
  messageId: string;
  log: Logger;
}

export interface ChatTool<I = unknown> {
  name: string;
  description: string;
  inputSchema: z.ZodType<I>;
  execute(input: I, context: ChatToolContext): Promise<void>;
}

// Tools of any input type live in one list; each is only ever called with input its own schema accepted.
// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous registry of typed tools
export type AnyChatTool = ChatTool<any>;

/** The model-facing declarations: no `execute`, so the AI SDK reports calls and leaves running them to us. */
export function toModelToolSet(tools: readonly AnyChatTool[]): ToolSet {
  return Object.fromEntries(
    tools.map((t) => [t.name, tool({ description: t.description, inputSchema: t.inputSchema })]),
  );
}

/** The tools every chat offers today; the journey issue registers the document tools here. */
export const defaultChatTools: readonly AnyChatTool[] = [];
