import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { deriveTitleFromMessages } from '../../../../domain/chat-session.ts';
import { createId } from '../../../../domain/message.ts';
import { ensureSignedIn } from '../../../lib/auth/session.ts';
import { publishChatEvent } from '../../../lib/chat-event-bus.ts';
import { chatKeys, generateSessionTitle, stopReply, updateSession } from '../api/sessions.ts';
import { type ChatApiMessage, ChatStreamError, isAbortError, streamChat } from '../api/stream-chat.ts';
import { applyChatEvent, type ChatMessage } from '../lib/reply-state.ts';

/** A reply this page is streaming: `abort` drops it here only; `stop` is Stop generating (the server stops too). */
interface ActiveReply {
  abort(): void;
  stop(): void;
}

/** Streams in progress, by session: module state so a reply keeps going while the route changes. */
const active = new Map<string, ActiveReply>();

/** How long Stop waits for the server to end the stream (or to start it) before the page lets go on its own. */
const STOP_GRACE_MS = 3_000;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsStreaming(sessionId: string | undefined): boolean {
  return useSyncExternalStore(
    subscribe,
    () => (sessionId ? active.has(sessionId) : false),
    () => false,
  );
}

function setMessages(
  queryClient: QueryClient,
  sessionId: string,
  update: (messages: ChatMessage[]) => ChatMessage[],
) {
  queryClient.setQueryData<ChatMessage[]>(chatKeys.messages(sessionId), (current) => update(current ?? []));
}

function replaceMessage(queryClient: QueryClient, sessionId: string, key: string, next: ChatMessage | null) {
  setMessages(queryClient, sessionId, (messages) =>
    next
      ? messages.map((message) => ((message.key ?? message.id) === key ? next : message))
      : messages.filter((message) => (message.key ?? message.id) !== key),
  );
}

/** What the model sees: the conversation so far, without failed or empty messages. */
function toApiMessages(messages: readonly ChatMessage[]): ChatApiMessage[] {
  return messages
    .filter((message) => message.status !== 'failed' && message.content.trim() !== '')
    .map((message) => ({ role: message.isUser ? 'user' : 'assistant', content: message.content }));
}

/** First message: the title becomes its first 50 characters at once, then the generated title replaces it. */
async function titleFromFirstMessage(queryClient: QueryClient, sessionId: string, content: string) {
  const patch = (title: string) => {
    queryClient.setQueryData<{ id: string; title: string }[]>(chatKeys.sessions, (list) =>
      list?.map((item) => (item.id === sessionId ? { ...item, title } : item)),
    );
    queryClient.setQueryData<{ id: string; title: string }>(chatKeys.session(sessionId), (current) =>
      current ? { ...current, title } : current,
    );
  };
  const derived = deriveTitleFromMessages([{ content, isUser: true }]);
  try {
    if (derived) {
      patch(derived);
      await updateSession(sessionId, { title: derived });
    }
    const generated = (await generateSessionTitle(sessionId, content)).trim();
    if (generated) {
      patch(generated);
      // Stored as well, in case the title service only answers without saving.
      await updateSession(sessionId, { title: generated });
    }
  } catch (error) {
    // The derived title stays; a title is not worth interrupting the conversation for.
    console.warn('Could not name the chat', error);
  } finally {
    void queryClient.invalidateQueries({ queryKey: chatKeys.sessions });
  }
}

/**
 * Runs one reply for the conversation as it stands, writing it into the cache as it grows. `regenerate`: the
 * server replaces the reply it saved last with this one.
 */
async function runReply(
  queryClient: QueryClient,
  sessionId: string,
  userKey: string,
  options: { regenerate?: boolean } = {},
): Promise<void> {
  const history = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(sessionId)) ?? [];
  const apiMessages = toApiMessages(history);
  const key = createId();
  let reply: ChatMessage = {
    id: key,
    key,
    content: '',
    isUser: false,
    timestamp: new Date().toISOString(),
    status: 'streaming',
  };
  setMessages(queryClient, sessionId, (messages) => [...messages, reply]);
  const controller = new AbortController();
  // Stop generating asks the server to stop the reply: it saves what arrived and ends the stream with it, so the
  // page shows exactly what was kept. Closing the page or losing the network, by contrast, lets the server finish
  // and save the whole reply. Should the server not answer, the page stops listening after a grace period.
  let opened = false;
  let stopRequested = false;
  let onOpened: (() => void) | undefined;
  const letGoLater = () => setTimeout(() => controller.abort(), STOP_GRACE_MS);
  const stop = async () => {
    if (stopRequested) return;
    stopRequested = true;
    const askServer = () =>
      stopReply(sessionId).then(
        (r) => r.stopped,
        () => false,
      );
    if (await askServer()) {
      letGoLater();
      return;
    }
    if (!opened) {
      // Pressed before the server answered: the reply may not be running yet; ask again once it is.
      const openedInTime = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), STOP_GRACE_MS);
        onOpened = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      if (openedInTime && (await askServer())) {
        letGoLater();
        return;
      }
    }
    controller.abort();
  };
  const current: ActiveReply = { abort: () => controller.abort(), stop: () => void stop() };
  active.get(sessionId)?.abort();
  active.set(sessionId, current);
  notify();

  // Deltas arrive faster than the screen refreshes: write the reply at most once a frame.
  let frame: number | null = null;
  const flush = () => {
    frame = null;
    replaceMessage(queryClient, sessionId, key, reply);
  };
  const schedule = () => {
    if (frame === null) frame = requestAnimationFrame(flush);
  };
  const settle = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };

  try {
    await ensureSignedIn();
    const result = await streamChat({
      messages: apiMessages,
      sessionId,
      ...(options.regenerate ? { regenerate: true } : {}),
      signal: controller.signal,
      onOpen: () => {
        opened = true;
        onOpened?.();
      },
      onEvent: (event) => {
        reply = applyChatEvent(reply, event);
        schedule();
        // Others on the page follow the stream too (the document panel).
        publishChatEvent(sessionId, event);
      },
    });
    settle();
    reply = {
      ...reply,
      content: result.content || reply.content,
      status: stopRequested ? 'stopped' : result.confirmed ? 'saved' : 'complete',
      ...(result.saveError ? { saveError: result.saveError } : {}),
    };
    // Stopped before anything arrived: there is no reply to show.
    replaceMessage(queryClient, sessionId, key, stopRequested && !reply.content ? null : reply);
    setMessages(queryClient, sessionId, (messages) =>
      messages.map((message) =>
        (message.key ?? message.id) === userKey ? { ...message, status: 'saved' } : message,
      ),
    );
  } catch (error) {
    settle();
    if (isAbortError(error)) {
      replaceMessage(queryClient, sessionId, key, reply.content ? { ...reply, status: 'stopped' } : null);
      return;
    }
    const message =
      error instanceof ChatStreamError || error instanceof Error ? error.message : String(error);
    if (reply.content.trim()) {
      // Part of the reply arrived: keep it, say it was interrupted.
      replaceMessage(queryClient, sessionId, key, { ...reply, status: 'failed', error: message });
    } else {
      // Nothing arrived: the user's message stays, with the error and a Retry control.
      replaceMessage(queryClient, sessionId, key, null);
      setMessages(queryClient, sessionId, (messages) =>
        messages.map((item) =>
          (item.key ?? item.id) === userKey ? { ...item, status: 'failed', error: message } : item,
        ),
      );
    }
  } finally {
    if (active.get(sessionId) === current) {
      active.delete(sessionId);
      notify();
    }
  }
}

export function sendToSession(queryClient: QueryClient, sessionId: string, content: string): Promise<void> {
  const before = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(sessionId)) ?? [];
  const key = createId();
  const userMessage: ChatMessage = {
    id: key,
    key,
    content,
    isUser: true,
    timestamp: new Date().toISOString(),
    status: 'sending',
  };
  setMessages(queryClient, sessionId, (messages) => [...messages, userMessage]);
  if (!before.some((message) => message.isUser)) void titleFromFirstMessage(queryClient, sessionId, content);
  return runReply(queryClient, sessionId, key);
}

/** The chat actions of one session. */
export function useChatActions(sessionId: string | undefined) {
  const queryClient = useQueryClient();

  const stop = useCallback(() => {
    if (sessionId) active.get(sessionId)?.stop();
  }, [sessionId]);

  /** Sends again a user message that failed: it moves to the end and the reply is asked for again. */
  const retry = useCallback(
    (messageKey: string) => {
      if (!sessionId || active.has(sessionId)) return;
      const messages = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(sessionId)) ?? [];
      const failed = messages.find((message) => (message.key ?? message.id) === messageKey);
      if (!failed) return;
      if (failed.isUser) {
        replaceMessage(queryClient, sessionId, messageKey, null);
        void sendToSession(queryClient, sessionId, failed.content);
      } else {
        replaceMessage(queryClient, sessionId, messageKey, null);
        const last = [...messages].reverse().find((message) => message.isUser);
        // The interrupted reply may be saved: the new one takes its place on the server too.
        void runReply(queryClient, sessionId, last ? (last.key ?? last.id) : '', { regenerate: true });
      }
    },
    [queryClient, sessionId],
  );

  /** Drops the last reply and asks for it again. */
  const regenerate = useCallback(() => {
    if (!sessionId || active.has(sessionId)) return;
    const messages = queryClient.getQueryData<ChatMessage[]>(chatKeys.messages(sessionId)) ?? [];
    const last = messages.at(-1);
    if (!last || last.isUser) return;
    replaceMessage(queryClient, sessionId, last.key ?? last.id, null);
    const lastUser = [...messages].reverse().find((message) => message.isUser);
    void runReply(queryClient, sessionId, lastUser ? (lastUser.key ?? lastUser.id) : '', {
      regenerate: true,
    });
  }, [queryClient, sessionId]);

  return { stop, retry, regenerate };
}
