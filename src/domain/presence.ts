/**
 * Presence: who is online, on what kind of device. A presence is stale when it has not been seen for 5 minutes;
 * a user counts as online only when marked online and not stale, so a closed laptop stops showing as online even
 * before the server's cleanup marks it offline.
 */
import { z } from 'zod';
import { viewportKind } from './breakpoints.ts';
import { PRESENCE_STALE_AFTER_MS } from './constants.ts';

export const PRESENCE_STATUSES = ['online', 'away', 'offline'] as const;
export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'pwa'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export interface Presence {
  id: string;
  userId: string;
  sessionId: string;
  status: PresenceStatus;
  lastSeenAt: Date;
  lastActivityAt: Date | null;
  currentPage: string | null;
  userAgent: string | null;
  deviceType: DeviceType | null;
  metadata: Record<string, unknown>;
  updatedAt: Date;
}

/** What the browser sends on start, heartbeat, tab hidden and end. */
export const presenceUpdateSchema = z.object({
  sessionId: z.string().trim().min(1).max(100),
  status: z.enum(PRESENCE_STATUSES),
  currentPage: z.string().max(2048).nullish(),
  deviceType: z.enum(DEVICE_TYPES).nullish(),
  userAgent: z.string().max(1024).nullish(),
});
export type PresenceUpdate = z.output<typeof presenceUpdateSchema>;

export function isPresenceStale(presence: Pick<Presence, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - presence.lastSeenAt.getTime() > PRESENCE_STALE_AFTER_MS;
}

export function isPresenceOnline(presence: Pick<Presence, 'status' | 'lastSeenAt'>, now: Date): boolean {
  return presence.status === 'online' && !isPresenceStale(presence, now);
}

/** The status a listing should show: a stale "online" is really offline. */
export function effectivePresenceStatus(
  presence: Pick<Presence, 'status' | 'lastSeenAt'>,
  now: Date,
): PresenceStatus {
  return presence.status !== 'offline' && isPresenceStale(presence, now) ? 'offline' : presence.status;
}

export interface DeviceSignals {
  userAgent: string;
  /** display-mode: standalone (installed app). */
  isStandalone?: boolean;
  screenWidth?: number;
  /** iPadOS reports itself as a Mac; touch points tell the two apart. */
  maxTouchPoints?: number;
}

/**
 * SPEC §3 device detection: pwa when standalone; iPad tablet; iPhone/iPod/Android phone mobile; other Android
 * tablet; Windows/Mac/Linux desktop; otherwise by screen width (desktop when even that is unknown).
 */
export function detectDeviceType(signals: DeviceSignals): DeviceType {
  const ua = signals.userAgent;
  if (signals.isStandalone) return 'pwa';
  if (/iPad/i.test(ua)) return 'tablet';
  if (/Macintosh/i.test(ua) && (signals.maxTouchPoints ?? 0) > 1) return 'tablet';
  if (/iPhone|iPod/i.test(ua)) return 'mobile';
  // Android phones say "Mobile"; Android tablets do not (Google's UA guidance).
  if (/Android/i.test(ua)) return /Mobile/i.test(ua) ? 'mobile' : 'tablet';
  if (/Windows|Macintosh|Mac OS|Linux|CrOS/i.test(ua)) return 'desktop';
  if (signals.screenWidth === undefined) return 'desktop';
  return viewportKind(signals.screenWidth);
}
