import { eq, getTableName, inArray, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './client.ts';
import { queryRows } from './repositories/sql-rows.ts';
import * as schema from './schema.ts';
import { createTestDatabase, insertTestUser, type TestDatabase } from './test-database.ts';

/** Tables holding no user's rows: the operator's books and integrations, auth bookkeeping, lockout counters. */
const notUserOwned = new Set([
  'verification',
  'bank_accounts',
  'bank_transactions',
  'exchange_rates',
  'integration_connections',
  'sync_runs',
  'login_attempts',
]);

type Ids = Record<string, string>;
type Seeder = (db: Db, userId: string, ids: Ids) => Promise<string>;

async function insertedId(query: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error('no row inserted');
  return row.id;
}

/** One row per user-owned table, in dependency order; each returns the new row's id. */
const seeders: Record<string, Seeder> = {
  profiles: (db, userId) => insertedId(db.insert(schema.profiles).values({ id: userId }).returning()),
  user_roles: (db, userId) =>
    insertedId(db.insert(schema.userRoles).values({ userId, role: 'moderator' }).returning()),
  session: (db, userId) =>
    insertedId(
      db
        .insert(schema.session)
        .values({ userId, token: `t-${userId}`, expiresAt: new Date(Date.now() + 86_400_000) })
        .returning(),
    ),
  account: (db, userId) =>
    insertedId(
      db.insert(schema.account).values({ userId, accountId: userId, providerId: 'credential' }).returning(),
    ),
  projects: (db, userId) => insertedId(db.insert(schema.projects).values({ userId, name: 'P' }).returning()),
  project_pages: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.projectPages)
        .values({ projectId: ids.projects ?? '', name: 'Home' })
        .returning(),
    ),
  bounded_contexts: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.boundedContexts)
        .values({ projectId: ids.projects ?? '', name: 'Billing' })
        .returning(),
    ),
  infrastructure_items: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.infrastructureItems)
        .values({ projectId: ids.projects ?? '', name: 'DB' })
        .returning(),
    ),
  chat_sessions: (db, userId, ids) =>
    insertedId(
      db
        .insert(schema.chatSessions)
        .values({ userId, projectId: ids.projects ?? null })
        .returning(),
    ),
  messages: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.messages)
        .values({ sessionId: ids.chat_sessions ?? '', content: 'hi', isUser: true })
        .returning(),
    ),
  diagrams: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.diagrams)
        .values({ messageId: ids.messages ?? '', diagramType: 'flowchart', content: 'graph TD' })
        .returning(),
    ),
  artefacts: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.artefacts)
        .values({ sessionId: ids.chat_sessions ?? null, name: 'PRD', content: '{}', artefactType: 'prd' })
        .returning(),
    ),
  artefact_versions: (db, _userId, ids) =>
    insertedId(
      db
        .insert(schema.artefactVersions)
        .values({ artefactId: ids.artefacts ?? '', version: 1, name: 'PRD', content: '{}' })
        .returning(),
    ),
  journey_stages: (db, userId) => insertedId(db.insert(schema.journeyStages).values({ userId }).returning()),
  idea_journeys: (db, userId, ids) =>
    insertedId(
      db
        .insert(schema.ideaJourneys)
        .values({
          userId,
          title: 'J',
          currentStageId: ids.journey_stages ?? null,
          sessionId: ids.chat_sessions,
        })
        .returning(),
    ),
  notifications: (db, userId) =>
    insertedId(db.insert(schema.notifications).values({ userId, title: 't', body: 'b' }).returning()),
  push_subscriptions: (db, userId) =>
    insertedId(
      db
        .insert(schema.pushSubscriptions)
        .values({ userId, endpoint: `https://push.example/${userId}`, p256dh: 'k', auth: 'a' })
        .returning(),
    ),
  notification_preferences: (db, userId) =>
    insertedId(db.insert(schema.notificationPreferences).values({ userId, category: 'chat' }).returning()),
  user_presence: (db, userId) =>
    insertedId(db.insert(schema.userPresence).values({ userId, sessionId: 'tab' }).returning()),
  page_views: (db, userId) =>
    insertedId(db.insert(schema.pageViews).values({ userId, path: '/' }).returning()),
};

const tablesByName = new Map(
  Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableName(table), table] as const),
);

async function seedEveryUserOwnedTable(db: Db, userId: string): Promise<Ids> {
  const ids: Ids = {};
  for (const [name, seed] of Object.entries(seeders)) ids[name] = await seed(db, userId, ids);
  return ids;
}

async function countRows(db: Db, tableName: string, ids: string[]): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::integer as count from ${sql.identifier(tableName)} where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return rows[0]?.count ?? -1;
}

describe('deleting a user', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('has decided, for every table of the schema, whether it holds user rows', () => {
    const undecided = [...tablesByName.keys()].filter(
      (name) => name !== 'user' && !notUserOwned.has(name) && !(name in seeders),
    );
    expect(undecided).toEqual([]);
  });

  it('removes the user’s rows from every user-owned table and leaves other users’ rows', async () => {
    const db = database.db;
    const victim = await insertTestUser({ db });
    const bystander = await insertTestUser({ db });
    const victimIds = await seedEveryUserOwnedTable(db, victim.id);
    const bystanderIds = await seedEveryUserOwnedTable(db, bystander.id);

    await db.delete(schema.user).where(eq(schema.user.id, victim.id));

    const leftovers: Record<string, number> = {};
    const missing: Record<string, number> = {};
    for (const name of Object.keys(seeders)) {
      leftovers[name] = await countRows(db, name, [victimIds[name] ?? '']);
      missing[name] = 1 - (await countRows(db, name, [bystanderIds[name] ?? '']));
    }
    expect(leftovers).toEqual(Object.fromEntries(Object.keys(seeders).map((name) => [name, 0])));
    expect(missing).toEqual(Object.fromEntries(Object.keys(seeders).map((name) => [name, 0])));
  });

  it('is declared ON DELETE CASCADE on every foreign key to the user table', async () => {
    const rows = await queryRows<{ table: string; action: string }>(
      database.db,
      sql`select conrelid::regclass::text as table, confdeltype::text as action
          from pg_constraint where contype = 'f' and confrelid = '"user"'::regclass`,
    );
    expect(rows.map((row) => row.table.replaceAll('"', '')).sort()).toEqual([
      'account',
      'chat_sessions',
      'idea_journeys',
      'journey_stages',
      'notification_preferences',
      'notifications',
      'page_views',
      'profiles',
      'projects',
      'push_subscriptions',
      'session',
      'user_presence',
      'user_roles',
    ]);
    expect(rows.filter((row) => row.action !== 'c')).toEqual([]);
  });
});

describe('deleting a project or a chat session', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.cleanup());

  it('unlinks the project’s chat sessions but deletes its artefacts', async () => {
    const db = database.db;
    const owner = await insertTestUser({ db });
    const ids = await seedEveryUserOwnedTable(db, owner.id);
    const projectArtefact = await insertedId(
      db
        .insert(schema.artefacts)
        .values({ projectId: ids.projects ?? '', name: 'MVP', content: '{}', artefactType: 'mvp' })
        .returning(),
    );
    await db.delete(schema.projects).where(eq(schema.projects.id, ids.projects ?? ''));
    const [session] = await db
      .select()
      .from(schema.chatSessions)
      .where(eq(schema.chatSessions.id, ids.chat_sessions ?? ''));
    expect(session?.projectId).toBeNull();
    expect(await countRows(db, 'artefacts', [projectArtefact])).toBe(0);
    expect(await countRows(db, 'project_pages', [ids.project_pages ?? ''])).toBe(0);
  });

  it('deletes the session’s messages, their diagrams and its artefacts', async () => {
    const db = database.db;
    const owner = await insertTestUser({ db });
    const ids = await seedEveryUserOwnedTable(db, owner.id);
    await db.delete(schema.chatSessions).where(inArray(schema.chatSessions.id, [ids.chat_sessions ?? '']));
    for (const name of ['messages', 'diagrams', 'artefacts', 'artefact_versions']) {
      expect(await countRows(db, name, [ids[name] ?? '']), name).toBe(0);
    }
    const [journey] = await db
      .select()
      .from(schema.ideaJourneys)
      .where(eq(schema.ideaJourneys.id, ids.idea_journeys ?? ''));
    expect(journey?.sessionId).toBeNull();
  });
});
