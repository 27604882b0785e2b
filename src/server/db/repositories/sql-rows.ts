import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';

/** Rows of a raw query (e.g. a call to one of our SQL functions); both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first column of the first row of a raw query. */
export async function queryValue<T>(db: Db, query: SQL): Promise<T> {
  const [row] = await queryRows<Record<string, T>>(db, query);
  if (!row) throw new Error('query returned no row');
  return Object.values(row)[0] as T;
}

/**
 * Maps a raw row of a table's type (snake_case, as a `RETURNS SETOF <table>` function returns it) to the
 * table's Drizzle row shape, applying each column's own driver mapping (dates, json, …).
 */
export function mapTableRow<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
