import type { NotificationChannel, NotificationMetadata } from '../../domain/notification.ts';
import { DEFAULT_CHANNEL_PREFERENCE } from '../../domain/notification-api.ts';
import {
  deliveryAggregate,
  markNotificationDelivered,
  markNotificationFailed,
  setChannelStatus,
} from '../../domain/notification-status.ts';
import { listNotificationPreferences } from '../db/repositories/notifications-channels-repository.ts';
import { recordNotificationDelivery } from '../db/repositories/notifications-repository.ts';
import type { NotificationRow } from '../db/schema.ts';
import { type ChannelOutcome, describeError } from './channels/channel.ts';
import type { NotificationSystem } from './notification-system.ts';

async function preferenceFor(system: NotificationSystem, userId: string, category: string) {
  const saved = await listNotificationPreferences({ db: system.db, userId });
  return saved.find((p) => p.category === category) ?? DEFAULT_CHANNEL_PREFERENCE;
}

async function runChannel(
  system: NotificationSystem,
  channel: NotificationChannel,
  notification: NotificationRow,
  preference: { push: boolean; email: boolean },
): Promise<ChannelOutcome> {
  const module = system.channels.get(channel);
  if (!module) return { status: 'failed', error: `Unknown channel ${channel}` };
  if (module.allowedBy && !module.allowedBy(preference)) {
    return { status: 'skipped', reason: 'Turned off in the recipient’s notification settings' };
  }
  try {
    return await module.deliver({
      db: system.db,
      logger: system.logger,
      realtime: system.realtime,
      notification,
    });
  } catch (error) {
    system.logger.error({ err: error, channel, notificationId: notification.id }, 'channel delivery failed');
    return { status: 'failed', error: describeError(error) };
  }
}

/**
 * Sends one stored notification over each of its channels, records every channel's outcome in metadata
 * (deliveredAt or error; channels the recipient turned off under `skippedChannels`), and sets the status from the
 * domain's aggregate: delivered when at least one channel delivered, failed (with reason and time) when none did.
 */
export async function deliverNotification(options: {
  system: NotificationSystem;
  notification: NotificationRow;
  now?: () => Date;
}): Promise<NotificationRow> {
  const { system, notification } = options;
  const now = options.now ?? (() => new Date());
  // In-app only (the common case) needs no preference read.
  const needsPreference = notification.channels.some((channel) => system.channels.get(channel)?.allowedBy);
  const preference = needsPreference
    ? await preferenceFor(system, notification.userId, notification.category)
    : DEFAULT_CHANNEL_PREFERENCE;
  const outcomes = await Promise.all(
    notification.channels.map(
      async (channel) => [channel, await runChannel(system, channel, notification, preference)] as const,
    ),
  );

  let state = {
    status: notification.status,
    deliveredAt: notification.deliveredAt,
    metadata: { ...notification.metadata } as NotificationMetadata,
    updatedAt: notification.updatedAt,
  };
  const skipped: Record<string, string> = {};
  for (const [channel, outcome] of outcomes) {
    if (outcome.status === 'skipped') skipped[channel] = outcome.reason;
    else state = setChannelStatus(state, channel, outcome, now());
  }
  if (Object.keys(skipped).length > 0) state.metadata = { ...state.metadata, skippedChannels: skipped };

  const aggregate = deliveryAggregate(state.metadata);
  if (aggregate === 'all_delivered' || aggregate === 'partial_delivered') {
    state = markNotificationDelivered(state, now());
  } else {
    const errors = outcomes.flatMap(([channel, o]) =>
      o.status === 'failed' ? [`${channel}: ${o.error}`] : [],
    );
    const reason =
      errors.length > 0
        ? errors.join('; ')
        : 'Every requested channel is turned off in the recipient’s settings';
    state = markNotificationFailed(state, reason, now());
  }
  state.metadata = { ...state.metadata, delivery: aggregate };

  const saved = await recordNotificationDelivery({
    db: system.db,
    id: notification.id,
    status: state.status,
    metadata: state.metadata,
    deliveredAt: state.deliveredAt,
  });
  return saved ?? notification;
}
