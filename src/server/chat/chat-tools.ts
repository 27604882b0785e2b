/**
 * The tools the assistant may call while it answers: the journey's create/update tool for each of the six document
 * kinds. The model only proposes a call; the chat stream validates, de-duplicates and runs it after the reply, so a
 * tool never runs twice for identical input and an unknown tool is logged and skipped.
 */
import { type ToolSet, tool } from 'ai';
import { createDocumentTools } from '../journey/document-tools.ts';
import type { AnyChatTool } from './chat-tool.ts';

export type { AnyChatTool, ChatTool, ChatToolContext } from './chat-tool.ts';

/** The model-facing declarations: no `execute`, so the AI SDK reports calls and leaves running them to us. */
export function toModelToolSet(tools: readonly AnyChatTool[]): ToolSet {
  return Object.fromEntries(
    tools.map((t) => [t.name, tool({ description: t.description, inputSchema: t.inputSchema })]),
  );
}

/** The tools every chat offers. */
export const defaultChatTools: readonly AnyChatTool[] = createDocumentTools();
