import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { getProfile } from '../db/repositories/profiles-repository.ts';
import { account, session, user } from '../db/schema.ts';
import { getUserRoles } from './roles-service.ts';

export type SignInMethod = 'email' | 'google' | 'github' | 'anonymous';

export async function getSignInMethods(options: { db: Db; userId: string; isAnonymous: boolean }) {
  if (options.isAnonymous) return ['anonymous'] as SignInMethod[];
  const rows = await options.db
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, options.userId));
  return [
    ...new Set(rows.map((r) => (r.providerId === 'credential' ? 'email' : r.providerId))),
  ] as SignInMethod[];
}

/** Everything /api/me answers: the user, profile, roles and how they sign in. */
export async function getAccountOverview(options: { db: Db; userId: string }) {
  const { db, userId } = options;
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  if (!row) return null;
  const [profile, roles, signInMethods] = await Promise.all([
    getProfile({ db, userId }),
    getUserRoles({ db, userId }),
    getSignInMethods({ db, userId, isAnonymous: row.isAnonymous }),
  ]);
  return {
    user: {
      id: row.id,
      email: row.isAnonymous ? null : row.email,
      name: row.name,
      image: row.image,
      isAnonymous: row.isAnonymous,
      createdAt: row.createdAt.toISOString(),
    },
    profile: profile
      ? {
          id: profile.id,
          username: profile.username,
          fullName: profile.fullName,
          avatarUrl: profile.avatarUrl,
          updatedAt: profile.updatedAt.toISOString(),
        }
      : null,
    roles,
    signInMethods,
  };
}

export async function revokeAllSessions(options: { db: Db; userId: string }): Promise<number> {
  const rows = await options.db
    .delete(session)
    .where(eq(session.userId, options.userId))
    .returning({ id: session.id });
  return rows.length;
}

/** Deletes the user; every table's foreign key to "user" cascades, so every row of theirs goes with it. */
export async function deleteAccount(options: { db: Db; userId: string }): Promise<void> {
  await options.db.delete(user).where(eq(user.id, options.userId));
}
