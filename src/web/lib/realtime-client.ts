import type { UserServerEventName, UserServerEventPayload } from '../../domain/notification-api.ts';

export type RealtimeHandlers = {
  [E in UserServerEventName]?: (payload: UserServerEventPayload<E>) => void;
} & {
  /** After the first connection and after every reconnection: the moment to resynchronise state. */
  onConnect?: () => void;
  onDisconnect?: () => void;
};

export interface RealtimeConnection {
  close(): void;
}

/**
 * The SPA's socket.io connection (loaded on demand, so socket.io-client stays out of the first page's
 * JavaScript). The session cookie authenticates the handshake; a lost connection is retried with exponential
 * backoff and jitter (1 s doubling to 30 s), and onConnect fires again after each reconnect.
 */
export async function connectRealtime(handlers: RealtimeHandlers): Promise<RealtimeConnection> {
  const { io } = await import('socket.io-client');
  const socket = io({
    path: '/socket.io/',
    withCredentials: true,
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
  socket.on('connect', () => handlers.onConnect?.());
  socket.on('disconnect', () => handlers.onDisconnect?.());
  // A refused handshake (session expired or signed out elsewhere) is not retried by socket.io: try again later,
  // after the page has had a chance to refresh the session.
  let retry: ReturnType<typeof setTimeout> | undefined;
  socket.on('connect_error', () => {
    if (socket.active) return;
    clearTimeout(retry);
    retry = setTimeout(() => socket.connect(), 15_000);
  });
  for (const event of ['notification:created', 'notification:updated', 'notifications:changed'] as const) {
    const handler = handlers[event] as ((payload: unknown) => void) | undefined;
    if (handler) socket.on(event, handler as never);
  }
  return {
    close() {
      clearTimeout(retry);
      socket.disconnect();
    },
  };
}
