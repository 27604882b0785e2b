import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { queryRows } from './repositories/sql-rows.ts';
import { chatSessions, user } from './schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from './test-database.ts';

async function appliedMigrationCount(database: TestDatabase | Awaited<ReturnType<typeof openDatabase>>) {
  const rows = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::integer as count from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.count;
}

describe('migrateDatabase', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('applies every committed migration once and changes nothing when run again', async () => {
    const before = await appliedMigrationCount(database);
    expect(before).toBeGreaterThanOrEqual(2);
    await migrateDatabase(database);
    await migrateDatabase(database);
    expect(await appliedMigrationCount(database)).toBe(before);
  });

  it('creates the SQL functions the repositories call by name', async () => {
    const rows = await queryRows<{ proname: string }>(
      database.db,
      sql`select proname from pg_proc where pronamespace = 'public'::regnamespace`,
    );
    expect(rows.map((row) => row.proname)).toEqual(
      expect.arrayContaining([
        'get_unread_notifications_count',
        'mark_all_notifications_read',
        'cleanup_expired_notifications',
        'get_online_users_count',
        'get_online_users_for_admin',
        'mark_stale_presence_offline',
        'get_user_roles',
        'has_role',
        'get_pending_scheduled_notifications',
        'create_idea_journey',
        'get_idea_journey_by_id',
        'get_idea_journeys_by_user',
        'update_idea_journey',
        'delete_idea_journey',
      ]),
    );
  });

  it('reports its engine and answers a ping', async () => {
    expect(database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

describe('an on-disk PGlite database', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(join(tmpdir(), 'ideaforge-db-test-'));
  });
  afterAll(() => rm(parent, { recursive: true, force: true }));

  it('creates missing parent folders, finishes in-flight writes on close, reopens with its data intact', async () => {
    const dataDir = join(parent, 'nested', 'pglite');
    const first = await openDatabase({ dataDir });
    await migrateDatabase(first);
    const owner = await insertTestUser({ db: first.db });
    const [created] = await first.db
      .insert(chatSessions)
      .values({ userId: owner.id, title: 'Kept across restarts' })
      .returning();
    const migrations = await appliedMigrationCount(first);
    // Writes still in flight when close() is called (as on SIGTERM) complete before PGlite shuts down.
    const inFlight = Array.from({ length: 20 }, () => insertTestUser({ db: first.db }));
    await Promise.all([first.close(), first.close()]);
    await Promise.all(inFlight);

    const logged: object[] = [];
    const started = performance.now();
    const second = await openDatabase({ dataDir, logger: { info: (obj) => logged.push(obj) } });
    await migrateDatabase(second);
    const reopenMs = performance.now() - started;
    try {
      const rows = await second.db
        .select()
        .from(chatSessions)
        .where(eq(chatSessions.id, created?.id ?? ''));
      expect(rows[0]?.title).toBe('Kept across restarts');
      expect(await second.db.$count(user)).toBe(21);
      expect(await appliedMigrationCount(second)).toBe(migrations);
      expect(logged[0]).toMatchObject({ db: 'pglite', dataDir });
      // Target is well under 1 s on a quiet machine; generous here so a busy CI box does not flake.
      expect(reopenMs).toBeLessThan(10_000);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener while the data dir is in use, and frees it on close', async () => {
    const dataDir = join(parent, 'locked');
    const holder = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    await holder.close();
    const next = await openDatabase({ dataDir });
    await next.close();
  });
});
