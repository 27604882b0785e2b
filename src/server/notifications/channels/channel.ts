import type { NotificationChannel } from '../../../domain/notification.ts';
import type { Db } from '../../db/client.ts';
import type { NotificationRow } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { RealtimePublisher } from '../../realtime/realtime-publisher.ts';

export interface ChannelContext {
  db: Db;
  logger: Logger;
  realtime: RealtimePublisher;
  notification: NotificationRow;
  /** The recipient's unread count when the batch was stored; a channel that needs it counts when absent. */
  unreadCount?: number;
}

/** skipped: the recipient turned the channel off for this category; not a delivery attempt. */
export type ChannelOutcome =
  | { status: 'delivered' }
  | { status: 'failed'; error: string }
  | { status: 'skipped'; reason: string };

/** One way of reaching a user (DESIGN convention 6: a registry of small modules with one interface). */
export interface NotificationChannelModule {
  id: NotificationChannel;
  /** Whether the recipient's preferences let this channel carry this category (in-app always does). */
  allowedBy?(preference: { push: boolean; email: boolean }): boolean;
  deliver(context: ChannelContext): Promise<ChannelOutcome>;
}

export type ChannelRegistry = ReadonlyMap<NotificationChannel, NotificationChannelModule>;

export function createChannelRegistry(modules: NotificationChannelModule[]): ChannelRegistry {
  return new Map(modules.map((module) => [module.id, module]));
}

export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.slice(0, 500);
  return String(error).slice(0, 500);
}
