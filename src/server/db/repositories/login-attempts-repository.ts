import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { loginAttempts } from '../schema.ts';

export interface LoginAttemptState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export async function getLoginAttempts(options: { db: Db; accountKey: string }): Promise<LoginAttemptState> {
  const [row] = await options.db
    .select()
    .from(loginAttempts)
    .where(eq(loginAttempts.accountKey, options.accountKey));
  return { failedAttempts: row?.failedCount ?? 0, lockedUntil: row?.lockedUntil ?? null };
}

/**
 * Reads the account's state under a row lock, applies `next`, writes it back — one transaction, so concurrent
 * failures on several app processes never lose a count.
 */
export function updateLoginAttempts(options: {
  db: Db;
  accountKey: string;
  next: (state: LoginAttemptState) => LoginAttemptState;
}): Promise<LoginAttemptState> {
  const { accountKey } = options;
  return options.db.transaction(async (tx) => {
    await tx
      .insert(loginAttempts)
      .values({ accountKey })
      .onConflictDoNothing({ target: loginAttempts.accountKey });
    const [row] = await tx
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.accountKey, accountKey))
      .for('update');
    const state = options.next({
      failedAttempts: row?.failedCount ?? 0,
      lockedUntil: row?.lockedUntil ?? null,
    });
    await tx
      .update(loginAttempts)
      .set({
        failedCount: state.failedAttempts,
        lockedUntil: state.lockedUntil,
        lastFailedAt: state.failedAttempts > 0 ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(loginAttempts.accountKey, accountKey));
    return state;
  });
}

export async function clearLoginAttempts(options: { db: Db; accountKey: string }): Promise<void> {
  await options.db.delete(loginAttempts).where(eq(loginAttempts.accountKey, options.accountKey));
}
