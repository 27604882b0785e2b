import { describe, expect, it } from 'vitest';
import {
  assertCanMarkNotificationRead,
  assertNotificationOwner,
  createNotification,
  listNotificationsQuerySchema,
  previewNotificationBody,
  sendNotificationRequestSchema,
} from './notification.ts';
import { catchAppError } from './test-helpers.ts';
import { parseOrThrow } from './validation.ts';

const now = new Date('2026-06-01T12:00:00Z');
const inAnHour = new Date(now.getTime() + 3_600_000);
const userA = '11111111-1111-4111-8111-111111111111';

describe('creating a notification', () => {
  it('trims title and body and applies the defaults', () => {
    const n = createNotification('u1', { title: ' Hello ', body: ' World ' }, { now });
    expect(n).toMatchObject({
      userId: 'u1',
      title: 'Hello',
      body: 'World',
      priority: 'normal',
      channels: ['in_app'],
      status: 'pending',
      readAt: null,
      archivedAt: null,
      metadata: {},
      createdAt: now,
    });
  });

  it('refuses a blank title or body', () => {
    expect(catchAppError(() => createNotification('u1', { title: ' ', body: 'b' }, { now })).message).toBe(
      'Notification title cannot be empty',
    );
    expect(catchAppError(() => createNotification('u1', { title: 't', body: '\n' }, { now })).message).toBe(
      'Notification body cannot be empty',
    );
  });

  it('needs at least one known channel and keeps each once', () => {
    const error = catchAppError(() =>
      createNotification('u1', { title: 't', body: 'b', channels: [] }, { now }),
    );
    expect(error.message).toBe('Notification must have at least one channel');
    const n = createNotification(
      'u1',
      { title: 't', body: 'b', channels: ['push', 'email', 'push'] },
      { now },
    );
    expect(n.channels).toEqual(['push', 'email']);
  });

  it('needs expiry and schedule in the future', () => {
    const content = { title: 't', body: 'b' };
    expect(
      catchAppError(() => createNotification('u1', { ...content, expiresAt: now }, { now })).message,
    ).toBe('Notification expiration date must be in the future');
    expect(
      catchAppError(() => createNotification('u1', { ...content, scheduledFor: new Date(0) }, { now }))
        .message,
    ).toBe('Notification scheduled date must be in the future');
    const later = createNotification('u1', { ...content, scheduledFor: inAnHour.toISOString() }, { now });
    expect(later.scheduledFor).toEqual(inAnHour);
  });

  it('refuses an expiry that comes before the schedule', () => {
    const error = catchAppError(() =>
      createNotification(
        'u1',
        { title: 't', body: 'b', scheduledFor: inAnHour, expiresAt: new Date(now.getTime() + 60_000) },
        { now },
      ),
    );
    expect(error.code).toBe('NOTIFICATION_EXPIRY_BEFORE_SCHEDULE');
  });

  it('accepts only safe action links', () => {
    const make = (actionUrl: string) => () =>
      createNotification('u1', { title: 't', body: 'b', actionUrl }, { now });
    expect(make('/inbox')().actionUrl).toBe('/inbox');
    expect(make('https://example.org/x')().actionUrl).toBe('https://example.org/x');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      expect(catchAppError(make(bad)).code).toBe('NOTIFICATION_ACTION_URL_INVALID');
    }
  });

  it('previews the body at 100 characters', () => {
    expect(previewNotificationBody('b'.repeat(120))).toBe(`${'b'.repeat(100)}...`);
  });
});

describe('sending to an audience', () => {
  it('needs exactly one audience', () => {
    const content = { title: 't', body: 'b' };
    expect(parseOrThrow(sendNotificationRequestSchema, { ...content, role: 'admin' }).role).toBe('admin');
    expect(parseOrThrow(sendNotificationRequestSchema, { ...content, userIds: [userA] }).userIds).toEqual([
      userA,
    ]);
    for (const bad of [content, { ...content, all: true, role: 'admin' }]) {
      expect(catchAppError(() => parseOrThrow(sendNotificationRequestSchema, bad)).code).toBe(
        'NOTIFICATION_AUDIENCE_REQUIRED',
      );
    }
  });
});

describe('notification access', () => {
  const n = createNotification('u1', { title: 't', body: 'b' }, { now, id: 'n1' });

  it('lets the owner through and logs anyone else as not authorized', () => {
    expect(() => assertNotificationOwner(n, 'u1')).not.toThrow();
    const error = catchAppError(() => assertNotificationOwner(n, 'u2'));
    expect(error.message).toBe('User u2 is not authorized to access notification n1');
    expect(error.status).toBe(404);
    expect(error.shown).toBe(false);
  });

  it('lets only the owner mark an unarchived notification read', () => {
    expect(() => assertCanMarkNotificationRead(n, 'u1')).not.toThrow();
    const denied = 'Notification not found, already archived, or access denied';
    expect(catchAppError(() => assertCanMarkNotificationRead(n, 'u2')).message).toBe(denied);
    expect(catchAppError(() => assertCanMarkNotificationRead({ ...n, archivedAt: now }, 'u1')).message).toBe(
      denied,
    );
    expect(catchAppError(() => assertCanMarkNotificationRead(null, 'u1')).message).toBe(denied);
  });
});

describe('listing notifications', () => {
  it('excludes archived ones and pages by 10 unless told otherwise', () => {
    expect(listNotificationsQuerySchema.parse({})).toEqual({ archived: false, limit: 10, offset: 0 });
  });

  it('reads filters from query strings', () => {
    expect(
      listNotificationsQuerySchema.parse({
        archived: 'true',
        read: 'false',
        limit: '25',
        offset: '50',
        status: 'read',
      }),
    ).toEqual({ archived: true, read: false, limit: 25, offset: 50, status: 'read' });
    expect(listNotificationsQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
