/**
 * The HTTP side of a reply: chat events as SSE frames into a byte stream that may lose its reader at any moment.
 * Frames produced in the same tick (a burst of deltas from one network read, or a delta followed by the end of the
 * reply) go out as one chunk, so a busy server makes one write per burst instead of one per token.
 */
import { type ChatEvent, encodeChatEvent, encodeDoneMarker } from '../../domain/chat-events.ts';

const encoder = new TextEncoder();

export interface ChatEventWriter {
  body: ReadableStream<Uint8Array>;
  send(event: ChatEvent): void;
  /** Writes `data: [DONE]` and closes the body (no-op once the client has gone). */
  end(): void;
  /** True once the client went away; the reply carries on without it. */
  readonly detached: boolean;
}

export function createChatEventWriter(onDetach: () => void): ChatEventWriter {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let detached = false;
  let pending = '';
  let flushScheduled = false;

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      detached = true;
      pending = '';
      onDetach();
    },
  });

  const flush = () => {
    flushScheduled = false;
    if (detached || pending === '' || !controller) return;
    const chunk = pending;
    pending = '';
    try {
      controller.enqueue(encoder.encode(chunk));
    } catch {
      detached = true;
    }
  };

  const write = (frame: string) => {
    if (detached) return;
    pending += frame;
    if (!flushScheduled) {
      flushScheduled = true;
      setImmediate(flush);
    }
  };

  return {
    body,
    send: (event) => write(encodeChatEvent(event)),
    end() {
      write(encodeDoneMarker());
      flush();
      if (detached) return;
      try {
        controller?.close();
      } catch {
        // Already closed by a cancelled reader.
      }
    },
    get detached() {
      return detached;
    },
  };
}
