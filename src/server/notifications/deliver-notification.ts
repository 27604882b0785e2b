import type { NotificationChannel, NotificationMetadata } from '../../domain/notification.ts';
import { DEFAULT_CHANNEL_PREFERENCE } from '../../domain/notification-api.ts';
import {
  deliveryAggregate,
  markNotificationDelivered,
  markNotificationFailed,
  markNotificationSent,
  setChannelStatus,
} from '../../domain/notification-status.ts';
import {
  listCategoryPreferences,
  recordDeliveries,
  type StoredWithCount,
} from '../db/repositories/notification-delivery-repository.ts';
import type { NotificationRow, NotificationStatus } from '../db/schema.ts';
import { type ChannelOutcome, describeError } from './channels/channel.ts';
import type { NotificationSystem } from './notification-system.ts';

/** E-mail and push run this many at a time per batch (each is a network round trip). */
const CHANNEL_CONCURRENCY = 8;
/** Outcomes recorded per statement. */
const RECORD_CHUNK = 500;

export type ChannelPreference = { push: boolean; email: boolean };

/** What a delivery writes: the status, the first delivery time and the per-channel record in metadata. */
export interface DeliveryState {
  status: NotificationStatus;
  deliveredAt: Date | null;
  metadata: NotificationMetadata;
  updatedAt: Date;
}

type Plannable = Pick<NotificationRow, 'channels' | 'status' | 'deliveredAt' | 'metadata' | 'updatedAt'>;

/** The channels of a state still waiting for their outcome (e-mail, push). */
export function pendingChannels(metadata: NotificationMetadata): NotificationChannel[] {
  return Object.entries(metadata.channels ?? {}).flatMap(([channel, report]) =>
    report?.status === 'pending' ? [channel as NotificationChannel] : [],
  );
}

/** Status and `delivery` summary from the channel records; pending channels keep the outcome open. */
function settle(state: DeliveryState, now: Date): DeliveryState {
  const reported = Object.fromEntries(
    Object.entries(state.metadata.channels ?? {}).filter(([, report]) => report?.status !== 'pending'),
  );
  const aggregate = deliveryAggregate({ channels: reported });
  const waiting = pendingChannels(state.metadata).length > 0;
  let next = state;
  if (aggregate === 'all_delivered' || aggregate === 'partial_delivered') {
    next = markNotificationDelivered(next, now);
  } else if (waiting) {
    next = markNotificationSent(next, now);
  } else {
    const errors = Object.entries(state.metadata.channels ?? {}).flatMap(([channel, report]) =>
      report?.status === 'failed' ? [`${channel}: ${report.error}`] : [],
    );
    const reason =
      errors.length > 0
        ? errors.join('; ')
        : 'Every requested channel is turned off in the recipient’s settings';
    next = markNotificationFailed(next, reason, now);
  }
  return { ...next, metadata: { ...next.metadata, delivery: waiting ? 'pending' : aggregate } };
}

/**
 * A notification's state as it is handed to its channels: in-app is delivered by storing it (the row is the inbox
 * entry; the live event follows the commit), a channel the recipient turned off for the category is recorded under
 * `skippedChannels`, and e-mail/push are recorded as pending until they report. Delivered as soon as one channel
 * is; failed (with reason and time) when none can be.
 */
export function planDelivery(
  system: Pick<NotificationSystem, 'channels'>,
  notification: Plannable,
  preference: ChannelPreference,
  now: Date,
): DeliveryState {
  let state: DeliveryState = {
    status: notification.status,
    deliveredAt: notification.deliveredAt,
    metadata: { ...notification.metadata },
    updatedAt: notification.updatedAt,
  };
  const skipped: Record<string, string> = {};
  for (const channel of notification.channels) {
    const module = system.channels.get(channel);
    if (!module)
      state = setChannelStatus(
        state,
        channel,
        { status: 'failed', error: `Unknown channel ${channel}` },
        now,
      );
    else if (module.allowedBy && !module.allowedBy(preference))
      skipped[channel] = 'Turned off in the recipient’s notification settings';
    else if (channel === 'in_app') state = setChannelStatus(state, channel, { status: 'delivered' }, now);
    else state = setChannelStatus(state, channel, { status: 'pending' }, now);
  }
  if (Object.keys(skipped).length > 0) state.metadata = { ...state.metadata, skippedChannels: skipped };
  return settle(state, now);
}

/** Records the e-mail/push outcomes into a planned state. */
export function applyOutcomes(
  state: DeliveryState,
  outcomes: ReadonlyArray<readonly [NotificationChannel, ChannelOutcome]>,
  now: Date,
): DeliveryState {
  let next = state;
  const skipped: Record<string, string> = { ...(state.metadata.skippedChannels as Record<string, string>) };
  for (const [channel, outcome] of outcomes) {
    if (outcome.status === 'skipped') {
      skipped[channel] = outcome.reason;
      const { [channel]: _dropped, ...rest } = next.metadata.channels ?? {};
      next = { ...next, metadata: { ...next.metadata, channels: rest } };
    } else next = setChannelStatus(next, channel, outcome, now);
  }
  if (Object.keys(skipped).length > 0) next.metadata = { ...next.metadata, skippedChannels: skipped };
  return settle(next, now);
}

/**
 * Each recipient's saved choice for the category (defaults when none is saved), one query per distinct category
 * — a send has one — and only when some channel depends on preferences.
 */
export async function preferencesFor(
  system: NotificationSystem,
  notifications: ReadonlyArray<Pick<NotificationRow, 'userId' | 'category' | 'channels'>>,
): Promise<(userId: string, category: string) => ChannelPreference> {
  const needed = notifications.filter((n) => n.channels.some((c) => system.channels.get(c)?.allowedBy));
  const byCategory = new Map<string, Set<string>>();
  for (const n of needed) byCategory.set(n.category, (byCategory.get(n.category) ?? new Set()).add(n.userId));
  const saved = new Map<string, ChannelPreference>();
  for (const [category, users] of byCategory) {
    const rows = await listCategoryPreferences({ db: system.db, userIds: [...users], category });
    for (const row of rows) saved.set(`${row.userId}\u0000${category}`, { push: row.push, email: row.email });
  }
  return (userId, category) => saved.get(`${userId}\u0000${category}`) ?? DEFAULT_CHANNEL_PREFERENCE;
}

async function runChannel(
  system: NotificationSystem,
  channel: NotificationChannel,
  notification: NotificationRow,
  unreadCount: number | undefined,
): Promise<ChannelOutcome> {
  const module = system.channels.get(channel);
  if (!module) return { status: 'failed', error: `Unknown channel ${channel}` };
  try {
    return await module.deliver({
      db: system.db,
      logger: system.logger,
      realtime: system.realtime,
      notification,
      ...(unreadCount === undefined ? {} : { unreadCount }),
    });
  } catch (error) {
    system.logger.error({ err: error, channel, notificationId: notification.id }, 'channel delivery failed');
    return { status: 'failed', error: describeError(error) };
  }
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await run(items[next++] as T);
    }),
  );
}

/**
 * Runs the e-mail/push channels recorded as pending on each notification and records every outcome in one
 * statement. Returns the rows as recorded (those without pending channels unchanged).
 */
export async function deliverPendingChannels(
  system: NotificationSystem,
  stored: ReadonlyArray<{ row: NotificationRow; unreadCount?: number }>,
  now: () => Date = () => new Date(),
): Promise<NotificationRow[]> {
  const work = stored.filter(({ row }) => pendingChannels(row.metadata).length > 0);
  if (work.length === 0) return stored.map(({ row }) => row);
  const records: Parameters<typeof recordDeliveries>[0]['records'] = [];
  await forEachLimited(work, CHANNEL_CONCURRENCY, async ({ row, unreadCount }) => {
    const outcomes = await Promise.all(
      pendingChannels(row.metadata).map(
        async (channel) => [channel, await runChannel(system, channel, row, unreadCount)] as const,
      ),
    );
    const state = applyOutcomes(
      { status: row.status, deliveredAt: row.deliveredAt, metadata: row.metadata, updatedAt: row.updatedAt },
      outcomes,
      now(),
    );
    records.push({
      id: row.id,
      status: state.status,
      metadata: state.metadata,
      delivered: state.status === 'delivered',
    });
  });
  const recorded = new Map<string, NotificationRow>();
  for (let i = 0; i < records.length; i += RECORD_CHUNK) {
    const rows = await recordDeliveries({ db: system.db, records: records.slice(i, i + RECORD_CHUNK) });
    for (const { row } of rows) recorded.set(row.id, row);
  }
  return stored.map(({ row }) => recorded.get(row.id) ?? row);
}

/**
 * After a batch is stored (committed) with its planned states: tells every open tab of each recipient whose in-app
 * channel was just delivered, with the recipient's unread count from the same statement.
 */
export async function announceInApp(system: NotificationSystem, stored: StoredWithCount[]): Promise<void> {
  for (const { row, unreadCount } of stored) {
    if ((row.metadata as NotificationMetadata).channels?.in_app?.status === 'delivered')
      await runChannel(system, 'in_app', row, unreadCount);
  }
}

/** announceInApp, then e-mail and push — so the in-app event never waits on them — with their outcomes recorded. */
export async function deliverStored(
  system: NotificationSystem,
  stored: StoredWithCount[],
): Promise<NotificationRow[]> {
  await announceInApp(system, stored);
  return deliverPendingChannels(system, stored);
}
