import type { ChatEvent } from '../../../../domain/chat-events.ts';

/** A tool the assistant used during a reply, shown as a compact progress chip. */
export interface ToolChip {
  id: string;
  name: string;
  status: 'running' | 'done' | 'failed';
  error?: string;
}

/**
 * Where a message stands: a user message may be sending or failed; a reply streams, settles, then is saved.
 * 'generating': the server is still writing a reply this page is not streaming (the user came back mid-reply);
 * 'interrupted': the server saved only part of a reply.
 */
export type MessageStatus =
  | 'sending'
  | 'streaming'
  | 'generating'
  | 'complete'
  | 'saved'
  | 'failed'
  | 'stopped'
  | 'interrupted';

export interface ChatMessage {
  id: string;
  /** A stable client key for lists while the server id replaces the temporary one. */
  key?: string;
  content: string;
  isUser: boolean;
  timestamp: string;
  status: MessageStatus;
  tools?: ToolChip[];
  processingTools?: boolean;
  /** The catalogue text of what went wrong (failed user message or interrupted reply). */
  error?: string;
  saveError?: string;
}

/** Applies one stream event to the growing reply. Pure, so every event's effect is unit-tested. */
export function applyChatEvent(reply: ChatMessage, event: ChatEvent): ChatMessage {
  switch (event.type) {
    case 'content_block_delta':
      return { ...reply, content: reply.content + event.delta.text, status: 'streaming' };
    case 'tool_use_started': {
      const tools = reply.tools ?? [];
      if (tools.some((tool) => tool.id === event.tool.id)) return reply;
      return { ...reply, tools: [...tools, { id: event.tool.id, name: event.tool.name, status: 'running' }] };
    }
    case 'tool_use_completed': {
      const tools = reply.tools ?? [];
      const status = event.success ? 'done' : 'failed';
      const known = tools.some((tool) => tool.id === event.tool.id);
      const next: ToolChip = {
        id: event.tool.id,
        name: event.tool.name,
        status,
        ...(event.error ? { error: event.error } : {}),
      };
      return {
        ...reply,
        tools: known ? tools.map((tool) => (tool.id === event.tool.id ? next : tool)) : [...tools, next],
      };
    }
    case 'tool_processing_started':
      return { ...reply, processingTools: true };
    case 'tool_processing_completed':
      return {
        ...reply,
        processingTools: false,
        tools: (reply.tools ?? []).map((tool) =>
          tool.status === 'running' ? { ...tool, status: 'done' } : tool,
        ),
      };
    case 'content_complete':
      return {
        ...reply,
        id: event.messageId || reply.id,
        content: event.content,
        status: reply.status === 'saved' ? 'saved' : 'complete',
      };
    case 'completion_confirmed':
      return { ...reply, id: event.messageId || reply.id, status: 'saved' };
    case 'save_error':
      return { ...reply, saveError: event.error };
    case 'error':
      return { ...reply, error: event.error };
  }
}

/** Readable tool names: "update_prd_document" → "Update prd document". */
export function toolLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}
