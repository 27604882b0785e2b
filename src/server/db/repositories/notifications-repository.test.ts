import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../test-database.ts';
import {
  cleanupExpiredNotifications,
  countUnreadNotifications,
  getNotification,
  insertNotifications,
  listDueScheduledNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications-repository.ts';

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('notifications repository', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  async function newUser() {
    return insertTestUser({ db: database.db });
  }

  it('stores the defaults of SPEC §3: normal priority, in_app channel, pending, empty metadata', async () => {
    const owner = await newUser();
    const [row] = await insertNotifications({
      db: database.db,
      notifications: [{ userId: owner.id, title: 'Hello', body: 'World' }],
    });
    expect(row).toMatchObject({ priority: 'normal', channels: ['in_app'], status: 'pending', metadata: {} });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('rejects unknown channels, an empty channel list and an unknown status', async () => {
    const owner = await newUser();
    const insert = (values: Record<string, unknown>) =>
      database.db.insert(notifications).values({ userId: owner.id, title: 't', body: 'b', ...values });
    await expect(insert({ channels: ['sms'] })).rejects.toThrow();
    await expect(insert({ channels: [] })).rejects.toThrow();
    await expect(insert({ status: 'lost' })).rejects.toThrow();
  });

  it('counts unread notifications, leaving out read, archived, expired and future-scheduled ones', async () => {
    const owner = await newUser();
    const other = await newUser();
    const base = { userId: owner.id, title: 't', body: 'b' };
    await insertNotifications({
      db: database.db,
      notifications: [
        base,
        base,
        { ...base, readAt: new Date(), status: 'read' },
        { ...base, archivedAt: new Date() },
        { ...base, expiresAt: minutes(-1) },
        { ...base, scheduledFor: minutes(60) },
        { ...base, scheduledFor: minutes(-1), expiresAt: minutes(60) },
        { ...base, userId: other.id },
      ],
    });
    expect(await countUnreadNotifications({ db: database.db, userId: owner.id })).toBe(3);
    expect(await countUnreadNotifications({ db: database.db, userId: other.id })).toBe(1);
  });

  it('marks all of one user’s visible unread notifications read, and no one else’s', async () => {
    const owner = await newUser();
    const other = await newUser();
    const base = { userId: owner.id, title: 't', body: 'b' };
    await insertNotifications({
      db: database.db,
      notifications: [base, base, { ...base, archivedAt: new Date() }, { ...base, userId: other.id }],
    });
    expect(await markAllNotificationsRead({ db: database.db, userId: owner.id })).toBe(2);
    expect(await countUnreadNotifications({ db: database.db, userId: owner.id })).toBe(0);
    const read = await listNotifications({ db: database.db, userId: owner.id, read: true });
    expect(read.map((n) => n.status)).toEqual(['read', 'read']);
    expect(read.every((n) => n.readAt instanceof Date)).toBe(true);
    expect(await countUnreadNotifications({ db: database.db, userId: other.id })).toBe(1);
    expect(await markAllNotificationsRead({ db: database.db, userId: owner.id })).toBe(0);
  });

  it('lists newest first with filters, paging of 10 by default, archived excluded unless asked', async () => {
    const owner = await newUser();
    const rows = Array.from({ length: 12 }, (_, i) => ({
      userId: owner.id,
      title: `n${i}`,
      body: 'b',
      type: i % 2 === 0 ? 'message' : 'system',
      category: i < 6 ? 'chat' : 'billing',
      createdAt: minutes(-100 + i),
    }));
    await insertNotifications({
      db: database.db,
      notifications: [...rows, { userId: owner.id, title: 'archived', body: 'b', archivedAt: new Date() }],
    });
    const firstPage = await listNotifications({ db: database.db, userId: owner.id });
    expect(firstPage.map((n) => n.title)).toEqual([
      'n11',
      'n10',
      'n9',
      'n8',
      'n7',
      'n6',
      'n5',
      'n4',
      'n3',
      'n2',
    ]);
    const secondPage = await listNotifications({ db: database.db, userId: owner.id, offset: 10 });
    expect(secondPage.map((n) => n.title)).toEqual(['n1', 'n0']);
    const filtered = await listNotifications({
      db: database.db,
      userId: owner.id,
      type: 'message',
      category: 'chat',
      limit: 2,
    });
    expect(filtered.map((n) => n.title)).toEqual(['n4', 'n2']);
    const archived = await listNotifications({ db: database.db, userId: owner.id, archived: true });
    expect(archived.map((n) => n.title)).toEqual(['archived']);
    const pending = await listNotifications({
      db: database.db,
      userId: owner.id,
      status: 'pending',
      limit: 50,
    });
    expect(pending).toHaveLength(12);
  });

  it('never shows or changes another user’s notification', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const [mine] = await insertNotifications({
      db: database.db,
      notifications: [{ userId: owner.id, title: 'private', body: 'b' }],
    });
    const id = mine?.id ?? '';
    expect(await getNotification({ db: database.db, userId: intruder.id, id })).toBeUndefined();
    expect(await listNotifications({ db: database.db, userId: intruder.id })).toEqual([]);
    expect(await markNotificationRead({ db: database.db, userId: intruder.id, id })).toBeUndefined();
    expect((await getNotification({ db: database.db, userId: owner.id, id }))?.readAt).toBeNull();
    const read = await markNotificationRead({ db: database.db, userId: owner.id, id });
    expect(read).toMatchObject({ status: 'read' });
  });

  it('cleans up expired notifications only', async () => {
    const owner = await newUser();
    const base = { userId: owner.id, title: 't', body: 'b' };
    const [expired, live, forever] = await insertNotifications({
      db: database.db,
      notifications: [{ ...base, expiresAt: minutes(-5) }, { ...base, expiresAt: minutes(5) }, base],
    });
    expect(await cleanupExpiredNotifications({ db: database.db })).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(left.map((r) => r.id).sort()).toEqual([live?.id, forever?.id].sort());
    expect(left.map((r) => r.id)).not.toContain(expired?.id);
  });

  it('returns pending notifications whose scheduled time has come, oldest first', async () => {
    const owner = await newUser();
    const base = { userId: owner.id, title: 't', body: 'b' };
    await insertNotifications({
      db: database.db,
      notifications: [
        { ...base, title: 'due-later', scheduledFor: minutes(-1) },
        { ...base, title: 'due-first', scheduledFor: minutes(-10) },
        { ...base, title: 'future', scheduledFor: minutes(10) },
        { ...base, title: 'already-sent', scheduledFor: minutes(-5), status: 'sent' },
        { ...base, title: 'expired', scheduledFor: minutes(-5), expiresAt: minutes(-1) },
        { ...base, title: 'not-scheduled' },
      ],
    });
    const due = await listDueScheduledNotifications({ db: database.db });
    const mine = due.filter((n) => n.userId === owner.id);
    expect(mine.map((n) => n.title)).toEqual(['due-first', 'due-later']);
    expect(mine[0]?.scheduledFor).toBeInstanceOf(Date);
    expect(mine[0]?.channels).toEqual(['in_app']);
    expect(mine[0]?.metadata).toEqual({});
  });
});
