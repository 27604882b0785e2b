import type { UserServerEventName, UserServerEventPayload } from '../../domain/notification-api.ts';

/**
 * How the rest of the server raises a realtime event without touching socket.io: the one emitting module
 * (realtime-server.ts) implements it; without a realtime server (API-only tests, CLI tools) events go nowhere.
 */
export interface RealtimePublisher {
  toUser<E extends UserServerEventName>(userId: string, event: E, payload: UserServerEventPayload<E>): void;
}

export const silentPublisher: RealtimePublisher = {
  toUser() {},
};
