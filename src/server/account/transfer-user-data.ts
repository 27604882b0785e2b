import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows } from '../db/repositories/sql-rows.ts';

/** Rows that stay with their user: auth bookkeeping (deleted with it), the profile (merged below), roles. */
const NOT_MOVED = new Set(['user', 'session', 'account', 'profiles', 'user_roles']);

/** Tables unique on (user, <column>): the anonymous user's row yields to the new user's own. */
const UNIQUE_PER_USER: Record<string, string> = {
  notification_preferences: 'category',
  user_presence: 'session_id',
};

/**
 * Moves every row the anonymous user owns to the new user, in one transaction: every table with a foreign key to
 * "user" (found in the catalogue, so a table added later moves too) except auth bookkeeping and roles; rows that
 * hang off those (messages, artefacts, diagrams, pages…) follow their owners. The profile's full_name (and avatar)
 * are copied when the new profile has none. Returns how many rows moved per table.
 */
export function transferUserData(options: {
  db: Db;
  fromUserId: string;
  toUserId: string;
}): Promise<Record<string, number>> {
  const { fromUserId, toUserId } = options;
  return options.db.transaction(async (tx) => {
    const references = await queryRows<{ table: string; column: string }>(
      tx,
      sql`select c.conrelid::regclass::text as "table", a.attname as "column"
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.contype = 'f' and c.confrelid = '"user"'::regclass
          order by 1, 2`,
    );
    const moved: Record<string, number> = {};
    for (const { table: quoted, column } of references) {
      const table = quoted.replaceAll('"', '');
      if (NOT_MOVED.has(table)) continue;
      const uniqueColumn = UNIQUE_PER_USER[table];
      if (uniqueColumn) {
        await tx.execute(
          sql`delete from ${sql.identifier(table)} a where a.${sql.identifier(column)} = ${fromUserId}::uuid
              and exists (select 1 from ${sql.identifier(table)} b where b.${sql.identifier(column)} = ${toUserId}::uuid
                          and b.${sql.identifier(uniqueColumn)} = a.${sql.identifier(uniqueColumn)})`,
        );
      }
      const rows = await queryRows<{ n: number }>(
        tx,
        sql`with moved as (update ${sql.identifier(table)} set ${sql.identifier(column)} = ${toUserId}::uuid
            where ${sql.identifier(column)} = ${fromUserId}::uuid returning 1) select count(*)::integer as n from moved`,
      );
      moved[table] = rows[0]?.n ?? 0;
    }
    await tx.execute(
      sql`insert into profiles (id, full_name, username, avatar_url)
          select ${toUserId}::uuid, p.full_name, null, p.avatar_url from profiles p where p.id = ${fromUserId}::uuid
          on conflict (id) do update set
            full_name = coalesce(nullif(profiles.full_name, ''), excluded.full_name),
            avatar_url = coalesce(profiles.avatar_url, excluded.avatar_url),
            updated_at = now()`,
    );
    return moved;
  });
}
