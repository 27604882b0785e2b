import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertNotLockedOut,
  INITIAL_LOCKOUT_STATE,
  isLockedOut,
  type LockoutState,
  lockoutMinutesRemaining,
  recordFailedLogin,
  recordSuccessfulLogin,
} from './login-lockout.ts';
import { catchAppError } from './test-helpers.ts';

const start = new Date('2026-03-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

function failTimes(count: number, when: Date = start): LockoutState {
  let state = INITIAL_LOCKOUT_STATE;
  for (let i = 0; i < count; i++) state = recordFailedLogin(state, when);
  return state;
}

describe('login lockout', () => {
  it('stays open after four failures', () => {
    expect(isLockedOut(failTimes(4), start)).toBe(false);
  });

  it('locks for 15 minutes on the fifth failure', () => {
    const state = failTimes(5);
    expect(isLockedOut(state, at(15 * 60_000 - 1))).toBe(true);
    expect(isLockedOut(state, at(15 * 60_000))).toBe(false);
  });

  it('tells the user how many minutes remain, rounded up', () => {
    const state = failTimes(5);
    expect(catchAppError(() => assertNotLockedOut(state, start)).message).toBe(
      'Account locked. Try again in 15 minutes.',
    );
    expect(lockoutMinutesRemaining(state, at(14 * 60_000 + 1))).toBe(1);
    expect(lockoutMinutesRemaining(state, at(15 * 60_000))).toBe(0);
  });

  it('reports between 1 and 15 minutes at any moment of the lock', () => {
    const state = failTimes(5);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 * 60_000 - 1 }), (elapsed) => {
        const minutes = lockoutMinutesRemaining(state, at(elapsed));
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(minutes).toBeLessThanOrEqual(15);
      }),
    );
  });

  it('does not extend the lock for failures while locked', () => {
    const locked = failTimes(5);
    expect(recordFailedLogin(locked, at(60_000))).toBe(locked);
  });

  it('starts a fresh count once the lock has run out', () => {
    const after = recordFailedLogin(failTimes(5), at(16 * 60_000));
    expect(after).toEqual({ failedAttempts: 1, lockedUntil: null });
  });

  it('resets on a successful sign-in', () => {
    expect(recordSuccessfulLogin()).toEqual({ failedAttempts: 0, lockedUntil: null });
    expect(() => assertNotLockedOut(recordSuccessfulLogin(), start)).not.toThrow();
  });
});
