import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, getDriverHandle, openDatabase, wrapPglite } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { type UserRow, user } from './schema.ts';

/*
 * A fresh, migrated database per call, for integration tests. Without TEST_DATABASE_URL it is an in-memory
 * PGlite; with it, a brand-new database on that PostgreSQL server, dropped again by cleanup(). The same
 * suites therefore run on both engines.
 *
 * PGlite's initdb costs seconds, so the first call migrates one in-memory instance and dumps its data
 * directory as a template; later calls load that template (also cached on disk per migrations hash, so
 * other test processes skip initdb too).
 */

export type TestDatabase = Database & { cleanup(): Promise<void> };

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresTestDatabase(serverUrl) : createPgliteTestDatabase();
}

async function createPgliteTestDatabase(): Promise<TestDatabase> {
  let client: PGlite;
  try {
    client = await PGlite.create({ loadDataDir: await loadPgliteTemplate() });
  } catch {
    // A damaged cached template: forget it and build a new one.
    await discardTemplate();
    client = await PGlite.create({ loadDataDir: await loadPgliteTemplate() });
  }
  const database = wrapPglite({ client });
  // A no-op on the template's schema, but keeps the helper correct should the template be stale.
  await migrateDatabase(database);
  return { ...database, cleanup: () => database.close() };
}

let templatePromise: Promise<Blob> | undefined;

function loadPgliteTemplate(): Promise<Blob> {
  templatePromise ??= readOrBuildTemplate().catch((error: unknown) => {
    templatePromise = undefined;
    throw error;
  });
  return templatePromise;
}

function templateFile(): string {
  return join(tmpdir(), `ideaforge-pglite-template-${migrationsHash()}.tar`);
}

async function discardTemplate(): Promise<void> {
  templatePromise = undefined;
  await rm(templateFile(), { force: true });
}

async function readOrBuildTemplate(): Promise<Blob> {
  const file = templateFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // Not cached yet: build it below.
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(database);
    const handle = getDriverHandle(database);
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = await handle.client.dumpDataDir('none');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write then rename, so a concurrent test process never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return new Blob([bytes]);
  } finally {
    await database.close();
  }
}

function migrationsHash(): string {
  const folder = fileURLToPath(new URL('./migrations', import.meta.url));
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(join(folder, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The installed PGlite's version: a template dumped by another version may not load. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  await runAdminStatement(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  let cleaning: Promise<void> | undefined;
  return {
    ...database,
    cleanup() {
      cleaning ??= (async () => {
        await database.close();
        await runAdminStatement(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      })();
      return cleaning;
    },
  };
}

async function runAdminStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Inserts a user row directly (tests only; the app creates users through better-auth). */
export async function insertTestUser(options: {
  db: Database['db'];
  email?: string;
  name?: string;
  isAnonymous?: boolean;
}): Promise<UserRow> {
  const suffix = randomBytes(6).toString('hex');
  const [row] = await options.db
    .insert(user)
    .values({
      name: options.name ?? `Test User ${suffix}`,
      email: options.email ?? `user-${suffix}@example.test`,
      isAnonymous: options.isAnonymous ?? false,
    })
    .returning();
  if (!row) throw new Error('insertTestUser: no row returned');
  return row;
}
