import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/**
 * Every new user gets a profile row: the display name (the fun name for anonymous users, the provider's name for
 * OAuth) as full_name, a username derived from it, and the provider's avatar.
 */
export async function createProfileForUser(options: {
  db: Db;
  user: { id: string; name: string; image?: string | null | undefined };
}): Promise<void> {
  const { db, user } = options;
  const fullName = user.name.trim() || null;
  await db
    .insert(profiles)
    .values({
      id: user.id,
      fullName,
      username: fullName ? toUsername(fullName) : null,
      avatarUrl: user.image ?? null,
    })
    .onConflictDoNothing({ target: profiles.id });
}

function toUsername(name: string): string {
  return name
    .toLowerCase()
    .replace(/#/g, '_')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
}
