import type { ChatEvent } from '../../domain/chat-events.ts';

/**
 * The chat stream's events, re-published for other parts of the page (the document panel refreshes when a document
 * tool finishes and previews a document while the assistant writes it) without them importing the chat feature.
 */
export type ChatEventListener = (sessionId: string, event: ChatEvent) => void;

const listeners = new Set<ChatEventListener>();

export function publishChatEvent(sessionId: string, event: ChatEvent): void {
  for (const listener of listeners) {
    try {
      listener(sessionId, event);
    } catch (error) {
      // A listener's bug must never break the reply being streamed.
      console.warn('A chat event listener failed', error);
    }
  }
}

export function subscribeChatEvents(listener: ChatEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
