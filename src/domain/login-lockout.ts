/**
 * Account lockout (SPEC §5): five failed sign-ins lock the account for 15 minutes. Pure state transitions; the
 * server keeps the state per account (not per IP, so a botnet cannot dodge it).
 */
import { LOCKOUT_DURATION_MS, MAX_LOGIN_ATTEMPTS } from './constants.ts';
import { AppError } from './errors.ts';

export interface LockoutState {
  failedAttempts: number;
  lockedUntil: Date | null;
}

export const INITIAL_LOCKOUT_STATE: LockoutState = { failedAttempts: 0, lockedUntil: null };

export function isLockedOut(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && now.getTime() < state.lockedUntil.getTime();
}

/** Whole minutes left, rounded up so "0 minutes" is never shown while still locked. */
export function lockoutMinutesRemaining(state: LockoutState, now: Date): number {
  if (!isLockedOut(state, now) || state.lockedUntil === null) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 60_000);
}

export function assertNotLockedOut(state: LockoutState, now: Date): void {
  if (isLockedOut(state, now)) {
    throw new AppError('ACCOUNT_LOCKED', { minutes: lockoutMinutesRemaining(state, now) });
  }
}

/** Counts a failure; the fifth locks. A failure after a lock has run out starts a fresh count. */
export function recordFailedLogin(state: LockoutState, now: Date): LockoutState {
  if (isLockedOut(state, now)) return state;
  const expired = state.lockedUntil !== null;
  const failedAttempts = (expired ? 0 : state.failedAttempts) + 1;
  if (failedAttempts >= MAX_LOGIN_ATTEMPTS) {
    return { failedAttempts, lockedUntil: new Date(now.getTime() + LOCKOUT_DURATION_MS) };
  }
  return { failedAttempts, lockedUntil: null };
}

export function recordSuccessfulLogin(): LockoutState {
  return INITIAL_LOCKOUT_STATE;
}
