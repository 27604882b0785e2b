import { describe, expect, it } from 'vitest';
import { catchAppError } from './test-helpers.ts';
import {
  assertCanUpgrade,
  canUpgradeAccount,
  emailFormSchema,
  isAuthSessionExpired,
  isFullyAuthenticated,
  isValidEmail,
  needsCaptcha,
  sessionExpiresAt,
  shouldRefreshToken,
  signInSchema,
  signUpSchema,
  validateEmail,
  validateUser,
} from './user.ts';
import { parseOrThrow } from './validation.ts';

describe('e-mail', () => {
  it('accepts an address that looks like name@domain.tld and trims it', () => {
    expect(validateEmail('  ada@example.org ')).toBe('ada@example.org');
  });

  it('rejects addresses without an @, a dot in the domain, or with spaces', () => {
    for (const bad of ['ada', 'ada@example', 'a da@example.org', 'ada@@example.org', '', 42]) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('allows 254 characters and not 255', () => {
    const at254 = `${'a'.repeat(242)}@example.org`;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });

  it('words the error for the domain and for the sign-in form', () => {
    expect(catchAppError(() => validateEmail('nope')).message).toBe('Invalid email format');
    expect(catchAppError(() => parseOrThrow(emailFormSchema, 'nope')).message).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('passwords', () => {
  it('requires at least 8 characters to sign up', () => {
    const error = catchAppError(() => parseOrThrow(signUpSchema, { email: 'a@b.co', password: 'short12' }));
    expect(error.message).toBe('Password must be at least 8 characters long');
    expect(parseOrThrow(signUpSchema, { email: 'a@b.co', password: '12345678' }).password).toBe('12345678');
  });

  it('says the password is required when it is missing or empty', () => {
    expect(catchAppError(() => parseOrThrow(signUpSchema, { email: 'a@b.co', password: '' })).message).toBe(
      'Password is required',
    );
    expect(catchAppError(() => parseOrThrow(signInSchema, { email: 'a@b.co' })).message).toBe(
      'Password is required',
    );
  });

  it('lets any non-empty password through to sign in', () => {
    expect(parseOrThrow(signInSchema, { email: 'a@b.co', password: 'x' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('users', () => {
  it('refuses an e-mail on an anonymous user', () => {
    expect(catchAppError(() => validateUser({ isAnonymous: true, email: 'a@b.co' })).message).toBe(
      'Anonymous users cannot have email',
    );
  });

  it('accepts an anonymous user without e-mail and normalises an empty one to null', () => {
    expect(validateUser({ isAnonymous: true, email: '' }).email).toBeNull();
  });

  it('checks the format of a full user e-mail', () => {
    expect(catchAppError(() => validateUser({ isAnonymous: false, email: 'x' })).code).toBe(
      'INVALID_EMAIL_FORMAT',
    );
  });

  it('counts as fully authenticated only when not anonymous and with an e-mail', () => {
    expect(isFullyAuthenticated({ isAnonymous: false, email: 'a@b.co' })).toBe(true);
    expect(isFullyAuthenticated({ isAnonymous: false, email: null })).toBe(false);
    expect(isFullyAuthenticated({ isAnonymous: true, email: null })).toBe(false);
  });

  it('lets only an anonymous user upgrade', () => {
    expect(canUpgradeAccount({ isAnonymous: true })).toBe(true);
    expect(catchAppError(() => assertCanUpgrade({ isAnonymous: false })).code).toBe(
      'ONLY_ANONYMOUS_CAN_UPGRADE',
    );
  });

  it('asks for a captcha only when nobody is signed in', () => {
    expect(needsCaptcha(null)).toBe(true);
    expect(needsCaptcha({ id: 'u1' })).toBe(false);
  });
});

describe('auth session timing', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('expires 24 hours after it starts', () => {
    const expiresAt = sessionExpiresAt(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(24 * 60 * 60 * 1000);
    expect(isAuthSessionExpired(expiresAt, new Date(expiresAt.getTime() - 1))).toBe(false);
    expect(isAuthSessionExpired(expiresAt, expiresAt)).toBe(true);
  });

  it('refreshes the token within 5 minutes of expiry', () => {
    const expiresAt = new Date(now.getTime() + 5 * 60_000);
    expect(shouldRefreshToken(expiresAt, now)).toBe(true);
    expect(shouldRefreshToken(new Date(expiresAt.getTime() + 1), now)).toBe(false);
  });
});
