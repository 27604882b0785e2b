import type { Agent } from 'node:https';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { type RealtimePublisher, silentPublisher } from '../realtime/realtime-publisher.ts';
import { type ChannelRegistry, createChannelRegistry } from './channels/channel.ts';
import { createEmailChannel } from './channels/email-channel.ts';
import { inAppChannel } from './channels/in-app-channel.ts';
import { createPushChannel } from './channels/push-channel.ts';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** Hands a scheduled notification to the job queue so it is delivered when due (jobs/ implements it). */
export interface DeliveryScheduler {
  scheduleDelivery(notificationIds: string[], at: Date): Promise<void>;
}

/** Everything the notification services need; built once per app process. */
export interface NotificationSystem {
  db: Db;
  logger: Logger;
  channels: ChannelRegistry;
  vapid: VapidKeys;
  /** What signed links in e-mails (unsubscribe) are built and checked with. */
  links: { publicUrl: string; secret: string };
  /** Set by the process when its realtime server starts; silent until then. */
  realtime: RealtimePublisher;
  /** Set by the process when its job runner starts; without one the due-notification sweep is the only path. */
  scheduler?: DeliveryScheduler;
}

export function createNotificationSystem(options: {
  config: Pick<
    Config,
    'SMTP_URL' | 'PUBLIC_URL' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR' | 'AUTH_SECRET'
  >;
  db: Db;
  logger: Logger;
  realtime?: RealtimePublisher;
  pushAgent?: Agent;
}): NotificationSystem {
  const vapid = resolveVapidKeys(options.config);
  const channels = createChannelRegistry([
    inAppChannel,
    createPushChannel({ vapid, ...(options.pushAgent ? { agent: options.pushAgent } : {}) }),
    createEmailChannel({
      smtpUrl: options.config.SMTP_URL,
      publicUrl: options.config.PUBLIC_URL,
      linkSecret: options.config.AUTH_SECRET,
    }),
  ]);
  return {
    db: options.db,
    logger: options.logger.child({ component: 'notifications' }),
    channels,
    vapid,
    links: { publicUrl: options.config.PUBLIC_URL, secret: options.config.AUTH_SECRET },
    realtime: options.realtime ?? silentPublisher,
  };
}
