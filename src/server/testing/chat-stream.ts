/** Reads a POST /api/chat response's events as they arrive, for tests that act while a reply is streaming. */
import { type ChatEvent, parseChatEventLine } from '../../domain/chat-events.ts';

export interface ChatStreamReader {
  /** Every event so far, in order. */
  events: ChatEvent[];
  /** Reads until `until` holds or the stream ends. */
  readUntil(until: () => boolean): Promise<void>;
  /** The text of the content_block_delta events so far. */
  readonly text: string;
  /** Whether `data: [DONE]` has arrived. */
  readonly done: boolean;
}

export function readChatStream(response: Response): ChatStreamReader {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('the chat response has no body');
  const decoder = new TextDecoder();
  const events: ChatEvent[] = [];
  let buffer = '';
  let done = false;
  let text = '';
  return {
    events,
    async readUntil(until) {
      while (!until()) {
        const chunk = await reader.read();
        if (chunk.done) return;
        buffer += decoder.decode(chunk.value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const parsed = parseChatEventLine(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed.kind === 'done') done = true;
          if (parsed.kind === 'event') {
            events.push(parsed.event);
            if (parsed.event.type === 'content_block_delta') text += parsed.event.delta.text;
          }
        }
      }
    },
    get text() {
      return text;
    },
    get done() {
      return done;
    },
  };
}
