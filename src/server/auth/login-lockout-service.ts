import { assertNotLockedOut, recordFailedLogin } from '../../domain/login-lockout.ts';
import type { Db } from '../db/client.ts';
import {
  clearLoginAttempts,
  getLoginAttempts,
  updateLoginAttempts,
} from '../db/repositories/login-attempts-repository.ts';

/** Lockout is per account (lower-cased e-mail), kept in the database so every app process shares it. */
export function accountKeyFor(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** Throws ACCOUNT_LOCKED (429, minutes rounded up) while the account is locked. */
export async function assertAccountNotLocked(options: { db: Db; email: string; now?: Date }): Promise<void> {
  const state = await getLoginAttempts({ db: options.db, accountKey: accountKeyFor(options.email) });
  assertNotLockedOut(state, options.now ?? new Date());
}

/** Counts a failed sign-in; the fifth locks the account for 15 minutes. Returns the new state. */
export function recordFailedSignIn(options: { db: Db; email: string; now?: Date }) {
  const now = options.now ?? new Date();
  return updateLoginAttempts({
    db: options.db,
    accountKey: accountKeyFor(options.email),
    next: (state) => recordFailedLogin(state, now),
  });
}

export function recordSuccessfulSignIn(options: { db: Db; email: string }): Promise<void> {
  return clearLoginAttempts({ db: options.db, accountKey: accountKeyFor(options.email) });
}
