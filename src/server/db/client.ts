import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;

/**
 * The Drizzle instance repositories work with. Both drivers' databases (and their transactions) are
 * subclasses of this type, so repository code compiles once for PGlite and PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes the pool or shuts PGlite down cleanly; safe to call more than once. */
  close(): Promise<void>;
}

interface DatabaseLogger {
  info(obj: object, msg?: string): void;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server URL; when set, `dataDir` is ignored. */
  databaseUrl?: string;
  /** PGlite data directory; undefined or 'memory://' keeps the database in memory (tests). */
  dataDir?: string;
  logger?: DatabaseLogger;
}

/** The driver behind a Database, for the few modules that need it (migrations, pg-boss's adapter). */
export type DriverHandle = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool };

// A symbol-keyed property rather than a WeakMap, so copies made with object spread keep their driver.
const driverHandleKey = Symbol('ideaforge.db.driver');

function attachDriverHandle(database: Database, handle: DriverHandle): Database {
  Object.defineProperty(database, driverHandleKey, { value: handle, enumerable: true });
  return database;
}

export function getDriverHandle(database: Database): DriverHandle {
  const handle = (database as unknown as Record<symbol, DriverHandle | undefined>)[driverHandleKey];
  if (!handle) throw new Error('Not a Database opened by openDatabase()');
  return handle;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.logger)
    : await openPglite(options.dataDir, options.logger);
  return database;
}

function isInMemory(dataDir: string | undefined): boolean {
  return dataDir === undefined || dataDir === '' || dataDir.startsWith('memory://');
}

async function openPglite(
  dataDir: string | undefined,
  logger: DatabaseLogger | undefined,
): Promise<Database> {
  const started = performance.now();
  const inMemory = isInMemory(dataDir);
  let lock: DataDirLock | undefined;
  let client: PGlite;
  if (inMemory || !dataDir) {
    client = await PGlite.create();
  } else {
    await mkdir(dataDir, { recursive: true });
    lock = await acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create({ dataDir });
    } catch (error) {
      await lock.release();
      throw error;
    }
  }
  const database = wrapPglite({ client, onClose: lock ? () => lock.release() : undefined });
  logger?.info(
    { db: 'pglite', dataDir: inMemory ? 'memory' : dataDir, openMs: Math.round(performance.now() - started) },
    'database opened',
  );
  return database;
}

/** A Database over a PGlite instance created elsewhere (e.g. from a dumped data dir); close() closes it. */
export function wrapPglite(options: {
  client: PGlite;
  onClose?: (() => Promise<void>) | undefined;
}): Database {
  const { client, onClose } = options;
  const db = drizzlePglite({ client, schema });
  let closing: Promise<void> | undefined;
  const database: Database = {
    db,
    kind: 'pglite',
    async ping() {
      await client.query('select 1');
    },
    close() {
      // PGlite.close() checkpoints and shuts the embedded server down, so the data dir stays consistent.
      closing ??= (async () => {
        if (!client.closed) {
          // Let queries issued just before close() reach PGlite's FIFO queue, then queue one more behind
          // them: when it answers, they have finished, and closing loses no write.
          await new Promise((resolve) => setImmediate(resolve));
          await client.query('select 1').catch(() => undefined);
          await client.close();
        }
        await onClose?.();
      })();
      return closing;
    },
  };
  return attachDriverHandle(database, { kind: 'pglite', client });
}

function openPostgres(databaseUrl: string, logger: DatabaseLogger | undefined): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger?.info({ err: error }, 'database pool client error'));
  const db = drizzleNodePostgres({ client: pool, schema });
  let closing: Promise<void> | undefined;
  const database: Database = {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
  attachDriverHandle(database, { kind: 'postgres', pool });
  logger?.info({ db: 'postgres', server: describeServer(databaseUrl) }, 'database opened');
  return database;
}

/** host:port/database of a URL, never its credentials. */
function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'postgres';
  }
}
