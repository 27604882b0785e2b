import { eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type ProfileRow, profiles } from '../schema.ts';

export async function getProfile(options: { db: Db; userId: string }): Promise<ProfileRow | undefined> {
  const [row] = await options.db.select().from(profiles).where(eq(profiles.id, options.userId));
  return row;
}

/** profiles upsert of full_name (SPEC §7). */
export async function upsertFullName(options: {
  db: Db;
  userId: string;
  fullName: string | null;
}): Promise<ProfileRow> {
  const [row] = await options.db
    .insert(profiles)
    .values({ id: options.userId, fullName: options.fullName })
    .onConflictDoUpdate({ target: profiles.id, set: { fullName: options.fullName, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('profile upsert returned no row');
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Partial, case-insensitive match on full_name or username (SPEC §7), at most `limit` rows. */
export function searchProfiles(options: { db: Db; query: string; limit: number }): Promise<ProfileRow[]> {
  const pattern = `%${escapeLike(options.query)}%`;
  return options.db
    .select()
    .from(profiles)
    .where(or(ilike(profiles.fullName, pattern), ilike(profiles.username, pattern)))
    .orderBy(profiles.fullName)
    .limit(options.limit);
}
