import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createNotification,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
  type Notification,
} from './notification.ts';
import {
  archiveNotification,
  deliveryAggregate,
  isNotificationDue,
  isNotificationExpired,
  isNotificationSchedulable,
  isNotificationUnread,
  markNotificationDelivered,
  markNotificationFailed,
  markNotificationRead,
  markNotificationSent,
  setChannelStatus,
  unarchiveNotification,
} from './notification-status.ts';

const now = new Date('2026-06-01T12:00:00Z');
const later = new Date(now.getTime() + 60_000);
const fresh = createNotification('u1', { title: 't', body: 'b' }, { now });
const inStatus = (status: Notification['status']): Notification => ({ ...fresh, status });
const status = fc.constantFrom(...NOTIFICATION_STATUSES);

describe('notification status', () => {
  it('moves a pending notification to delivered and stamps the time', () => {
    expect(markNotificationDelivered(fresh, later)).toMatchObject({
      status: 'delivered',
      deliveredAt: later,
    });
    expect(markNotificationDelivered(inStatus('sent'), later).status).toBe('delivered');
  });

  it('does not roll a read or failed notification back to delivered', () => {
    for (const s of ['read', 'failed', 'delivered'] as const) {
      expect(markNotificationDelivered(inStatus(s), later)).toEqual(inStatus(s));
    }
  });

  it('moves pending to sent and nothing else', () => {
    expect(markNotificationSent(fresh, later).status).toBe('sent');
    expect(markNotificationSent(inStatus('delivered'), later).status).toBe('delivered');
  });

  it('marks delivered or sent as read and stamps the read time', () => {
    for (const s of ['delivered', 'sent'] as const) {
      expect(markNotificationRead(inStatus(s), later)).toMatchObject({ status: 'read', readAt: later });
    }
  });

  it('keeps a pending notification pending when read, yet stamps the time', () => {
    expect(markNotificationRead(fresh, later)).toMatchObject({ status: 'pending', readAt: later });
  });

  it('keeps the first read time and is idempotent', () => {
    fc.assert(
      fc.property(status, (s) => {
        const once = markNotificationRead(inStatus(s), now);
        const twice = markNotificationRead(once, later);
        expect(twice.readAt).toEqual(now);
        expect(twice.status).toBe(once.status);
        expect(isNotificationUnread(once)).toBe(false);
      }),
    );
  });

  it('records the failure reason and time in metadata', () => {
    const failed = markNotificationFailed({ ...fresh, metadata: { source: 'x' } }, 'SMTP down', later);
    expect(failed.status).toBe('failed');
    expect(failed.metadata).toEqual({
      source: 'x',
      failureReason: 'SMTP down',
      failedAt: later.toISOString(),
    });
  });

  it('never leaves the input object changed', () => {
    fc.assert(
      fc.property(status, (s) => {
        const original = inStatus(s);
        const copy = structuredClone(original);
        markNotificationDelivered(original, later);
        markNotificationRead(original, later);
        markNotificationFailed(original, 'x', later);
        archiveNotification(original, later);
        expect(original).toEqual(copy);
      }),
    );
  });
});

describe('per-channel delivery', () => {
  it('is pending while no channel has reported', () => {
    expect(deliveryAggregate({})).toBe('pending');
  });

  it('summarises all, some or none delivered', () => {
    const inApp = setChannelStatus(fresh, 'in_app', { status: 'delivered' }, later);
    expect(inApp.metadata.channels?.in_app).toEqual({
      status: 'delivered',
      deliveredAt: later.toISOString(),
    });
    expect(deliveryAggregate(inApp.metadata)).toBe('all_delivered');
    const pushFailed = setChannelStatus(inApp, 'push', { status: 'failed', error: 'gone' }, later);
    expect(pushFailed.metadata.channels?.push).toEqual({ status: 'failed', error: 'gone' });
    expect(deliveryAggregate(pushFailed.metadata)).toBe('partial_delivered');
    const emailOnly = setChannelStatus(fresh, 'email', { status: 'failed', error: 'bounce' }, later);
    expect(deliveryAggregate(emailOnly.metadata)).toBe('all_failed');
  });

  it('agrees with a count of delivered channels for any mix of reports', () => {
    const report = fc.constantFrom('delivered', 'failed', 'pending');
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...NOTIFICATION_CHANNELS), report), (reports) => {
        let n = fresh;
        for (const [channel, s] of Object.entries(reports)) {
          n = setChannelStatus(
            n,
            channel as (typeof NOTIFICATION_CHANNELS)[number],
            s === 'failed' ? { status: s, error: 'e' } : { status: s },
            now,
          );
        }
        const values = Object.values(reports);
        const delivered = values.filter((v) => v === 'delivered').length;
        const expected =
          values.length === 0
            ? 'pending'
            : delivered === values.length
              ? 'all_delivered'
              : delivered > 0
                ? 'partial_delivered'
                : 'all_failed';
        expect(deliveryAggregate(n.metadata)).toBe(expected);
      }),
    );
  });
});

describe('archive, expiry and scheduling', () => {
  it('archives with a time and unarchives by clearing it', () => {
    const archived = archiveNotification(fresh, later);
    expect(archived.archivedAt).toEqual(later);
    expect(unarchiveNotification(archived, later).archivedAt).toBeNull();
  });

  it('expires only after the expiry time has passed', () => {
    const n = { ...fresh, expiresAt: later };
    expect(isNotificationExpired(n, now)).toBe(false);
    expect(isNotificationExpired(n, later)).toBe(false);
    expect(isNotificationExpired(n, new Date(later.getTime() + 1))).toBe(true);
    expect(isNotificationExpired(fresh, new Date(8.64e15))).toBe(false);
  });

  it('is schedulable only with a scheduled time while pending', () => {
    expect(isNotificationSchedulable(fresh)).toBe(false);
    expect(isNotificationSchedulable({ ...fresh, scheduledFor: later })).toBe(true);
    expect(isNotificationSchedulable({ ...fresh, scheduledFor: later, status: 'sent' })).toBe(false);
  });

  it('is due when its scheduled time has come and it has not expired', () => {
    const scheduled = { ...fresh, scheduledFor: later };
    expect(isNotificationDue(scheduled, now)).toBe(false);
    expect(isNotificationDue(scheduled, later)).toBe(true);
    expect(isNotificationDue({ ...scheduled, expiresAt: later }, new Date(later.getTime() + 1))).toBe(false);
  });
});
