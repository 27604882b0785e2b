import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, userPresence } from '../schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from '../test-database.ts';
import {
  countOnlineUsers,
  getLatestPresence,
  listOnlineUsersForAdmin,
  markPresenceOffline,
  markStalePresenceOffline,
  recordPresenceHeartbeat,
  upsertPresence,
} from './presence-repository.ts';
import { assignRole } from './roles-repository.ts';

describe('presence repository', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  /** Pretends the row was last seen `minutes` ago. */
  async function ageSession(userId: string, sessionId: string, minutes: number) {
    await database.db
      .update(userPresence)
      .set({ lastSeenAt: sql`now() - make_interval(secs => ${minutes * 60})` })
      .where(and(eq(userPresence.userId, userId), eq(userPresence.sessionId, sessionId)));
  }

  async function statusOf(userId: string, sessionId: string) {
    const [row] = await database.db
      .select({ status: userPresence.status })
      .from(userPresence)
      .where(and(eq(userPresence.userId, userId), eq(userPresence.sessionId, sessionId)));
    return row?.status;
  }

  it('keeps one row per user and session: a second upsert updates it', async () => {
    const person = await insertTestUser({ db: database.db });
    const first = await upsertPresence({
      db: database.db,
      userId: person.id,
      sessionId: 's1',
      currentPage: '/',
    });
    const second = await upsertPresence({
      db: database.db,
      userId: person.id,
      sessionId: 's1',
      currentPage: '/chat',
      deviceType: 'mobile',
    });
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ currentPage: '/chat', deviceType: 'mobile', status: 'online' });
    await upsertPresence({ db: database.db, userId: person.id, sessionId: 's2' });
    const rows = await database.db.select().from(userPresence).where(eq(userPresence.userId, person.id));
    expect(rows).toHaveLength(2);
  });

  it('rejects a duplicate user+session row at the database level', async () => {
    const person = await insertTestUser({ db: database.db });
    await database.db.insert(userPresence).values({ userId: person.id, sessionId: 'dup' });
    await expect(
      database.db.insert(userPresence).values({ userId: person.id, sessionId: 'dup' }),
    ).rejects.toThrow();
  });

  it('heartbeats bring a session back online and only touch the caller’s own row', async () => {
    const person = await insertTestUser({ db: database.db });
    const other = await insertTestUser({ db: database.db });
    await upsertPresence({ db: database.db, userId: person.id, sessionId: 'hb', status: 'away' });
    expect(await recordPresenceHeartbeat({ db: database.db, userId: other.id, sessionId: 'hb' })).toBe(false);
    expect(await statusOf(person.id, 'hb')).toBe('away');
    expect(await recordPresenceHeartbeat({ db: database.db, userId: person.id, sessionId: 'hb' })).toBe(true);
    expect(await statusOf(person.id, 'hb')).toBe('online');
  });

  it('marks one session or every session of the user offline', async () => {
    const person = await insertTestUser({ db: database.db });
    for (const sessionId of ['a', 'b', 'c'])
      await upsertPresence({ db: database.db, userId: person.id, sessionId });
    expect(await markPresenceOffline({ db: database.db, userId: person.id, sessionId: 'a' })).toBe(1);
    expect(await statusOf(person.id, 'a')).toBe('offline');
    expect(await statusOf(person.id, 'b')).toBe('online');
    expect(await markPresenceOffline({ db: database.db, userId: person.id })).toBe(2);
    expect(await statusOf(person.id, 'c')).toBe('offline');
    expect((await getLatestPresence({ db: database.db, userId: person.id }))?.status).toBe('offline');
  });

  it('marks presence not seen for more than 5 minutes offline, and leaves fresh rows alone', async () => {
    const person = await insertTestUser({ db: database.db });
    await upsertPresence({ db: database.db, userId: person.id, sessionId: 'stale' });
    await upsertPresence({ db: database.db, userId: person.id, sessionId: 'recent' });
    await ageSession(person.id, 'stale', 5.5);
    await ageSession(person.id, 'recent', 4);
    expect(await markStalePresenceOffline({ db: database.db })).toBeGreaterThanOrEqual(1);
    expect(await statusOf(person.id, 'stale')).toBe('offline');
    expect(await statusOf(person.id, 'recent')).toBe('online');
  });

  it('counts distinct users who are online and not stale', async () => {
    const baseline = await countOnlineUsers({ db: database.db });
    const twoTabs = await insertTestUser({ db: database.db });
    const staleOnly = await insertTestUser({ db: database.db });
    const away = await insertTestUser({ db: database.db });
    await upsertPresence({ db: database.db, userId: twoTabs.id, sessionId: 't1' });
    await upsertPresence({ db: database.db, userId: twoTabs.id, sessionId: 't2' });
    await upsertPresence({ db: database.db, userId: staleOnly.id, sessionId: 'x' });
    await ageSession(staleOnly.id, 'x', 6);
    await upsertPresence({ db: database.db, userId: away.id, sessionId: 'y', status: 'away' });
    expect(await countOnlineUsers({ db: database.db })).toBe(baseline + 1);
  });

  it('lists live sessions for the admin with profile, roles and the anonymous flag', async () => {
    const admin = await insertTestUser({ db: database.db, email: `admin-${Date.now()}@example.test` });
    const guest = await insertTestUser({
      db: database.db,
      name: 'Curious Otter#AB12',
      email: `temp-${Date.now()}@anon.example.test`,
      isAnonymous: true,
    });
    const gone = await insertTestUser({ db: database.db });
    await database.db.insert(profiles).values({ id: admin.id, fullName: 'Ada Admin', username: 'ada' });
    await assignRole({ db: database.db, userId: admin.id, role: 'moderator' });
    await assignRole({ db: database.db, userId: admin.id, role: 'admin' });
    await upsertPresence({
      db: database.db,
      userId: admin.id,
      sessionId: 'adm',
      currentPage: '/admin',
      deviceType: 'desktop',
    });
    await upsertPresence({ db: database.db, userId: guest.id, sessionId: 'gst', status: 'away' });
    await upsertPresence({ db: database.db, userId: gone.id, sessionId: 'old' });
    await ageSession(gone.id, 'old', 10);

    const rows = await listOnlineUsersForAdmin({ db: database.db });
    const adminRow = rows.find((r) => r.userId === admin.id);
    const guestRow = rows.find((r) => r.userId === guest.id);
    expect(rows.find((r) => r.userId === gone.id)).toBeUndefined();
    expect(adminRow).toMatchObject({
      email: admin.email,
      fullName: 'Ada Admin',
      username: 'ada',
      status: 'online',
      currentPage: '/admin',
      sessionId: 'adm',
      isAnonymous: false,
      roles: ['admin', 'moderator'],
      deviceType: 'desktop',
    });
    expect(adminRow?.lastSeenAt).toBeInstanceOf(Date);
    expect(guestRow).toMatchObject({
      email: null,
      fullName: 'Curious Otter#AB12',
      isAnonymous: true,
      roles: [],
      status: 'away',
    });
  });
});
