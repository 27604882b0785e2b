import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, getDriverHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant shared by every app process: they take turns migrating the same server. */
const migrationLockKey = 727_100_001;

/**
 * Applies the committed migrations that the database has not seen yet (drizzle's journal in
 * drizzle.__drizzle_migrations). Idempotent; on an up-to-date database it costs a few queries.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const handle = getDriverHandle(database);
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: handle.client }), { migrationsFolder });
    return;
  }
  // Several processes may start at once against one server: serialise them on one connection.
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
