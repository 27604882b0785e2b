/**
 * Users and authentication rules: e-mail and password checks (domain wording and sign-in form wording), the
 * anonymous-user invariant, who may upgrade, and auth-session expiry.
 */
import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_TIMEOUT_MS,
  TOKEN_REFRESH_MARGIN_MS,
} from './constants.ts';
import { AppError, type ErrorCode } from './errors.ts';
import { catalogued, parseOrThrow } from './validation.ts';

export const AUTH_PROVIDERS = ['email', 'google', 'github', 'anonymous'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export interface User {
  id: string;
  email: string | null;
  isAnonymous: boolean;
  provider: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
}

// "looks like {email}": something@something.tld, no spaces, exactly one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailSchemaWith(code: Extract<ErrorCode, 'INVALID_EMAIL_FORMAT' | 'EMAIL_FORM_INVALID'>) {
  return z
    .string(catalogued(code))
    .trim()
    .max(EMAIL_MAX_LENGTH, catalogued(code))
    .regex(EMAIL_PATTERN, catalogued(code));
}

/** The domain's e-mail rule: "Invalid email format". */
export const emailSchema = emailSchemaWith('INVALID_EMAIL_FORMAT');
/** The same rule as the sign-in form words it: "Please enter a valid email address". */
export const emailFormSchema = emailSchemaWith('EMAIL_FORM_INVALID');

export function isValidEmail(value: unknown): boolean {
  return emailSchema.safeParse(value).success;
}

export function validateEmail(value: unknown): string {
  return parseOrThrow(emailSchema, value);
}

/** Sign-up: an empty password is "required"; a short one is "at least 8 characters". */
export const signUpPasswordSchema = z
  .string(catalogued('PASSWORD_REQUIRED'))
  .min(1, catalogued('PASSWORD_REQUIRED'))
  .min(PASSWORD_MIN_LENGTH, catalogued('PASSWORD_TOO_SHORT'))
  .max(PASSWORD_MAX_LENGTH, catalogued('PASSWORD_TOO_LONG'));

/** Sign-in only needs a password; its length is the server's business, not a hint for attackers. */
export const signInPasswordSchema = z
  .string(catalogued('PASSWORD_REQUIRED'))
  .min(1, catalogued('PASSWORD_REQUIRED'));

export const signUpSchema = z.object({
  email: emailFormSchema,
  password: signUpPasswordSchema,
  name: z.string().trim().max(100).optional(),
  captchaToken: z.string().optional(),
});
export type SignUpInput = z.output<typeof signUpSchema>;

export const signInSchema = z.object({ email: emailFormSchema, password: signInPasswordSchema });
export type SignInInput = z.output<typeof signInSchema>;

export const anonymousSignInSchema = z.object({
  captchaToken: z.string(catalogued('CAPTCHA_REQUIRED')).trim().min(1, catalogued('CAPTCHA_REQUIRED')),
});

/** POST /api/link-anonymous-account */
export const linkAnonymousAccountSchema = z.object({
  anonymousUserId: z.string(catalogued('USER_ID_REQUIRED')).min(1, catalogued('USER_ID_REQUIRED')),
  newUserId: z.string(catalogued('USER_ID_REQUIRED')).min(1, catalogued('USER_ID_REQUIRED')),
});

/** Enforces "anonymous users cannot have email" and the e-mail format; returns the user with a trimmed e-mail. */
export function validateUser<U extends Pick<User, 'email' | 'isAnonymous'>>(user: U): U {
  if (user.email === null || user.email === '') return { ...user, email: null };
  if (user.isAnonymous) throw new AppError('ANONYMOUS_CANNOT_HAVE_EMAIL');
  return { ...user, email: validateEmail(user.email) };
}

/** Fully authenticated: signed in by OAuth or e-mail, i.e. not anonymous and with an e-mail. */
export function isFullyAuthenticated(user: Pick<User, 'email' | 'isAnonymous'>): boolean {
  return !user.isAnonymous && Boolean(user.email);
}

export function canUpgradeAccount(user: Pick<User, 'isAnonymous'>): boolean {
  return user.isAnonymous;
}

export function assertCanUpgrade(user: Pick<User, 'isAnonymous'>): void {
  if (!canUpgradeAccount(user)) throw new AppError('ONLY_ANONYMOUS_CAN_UPGRADE');
}

/** A captcha is asked only of someone not yet authenticated. */
export function needsCaptcha(user: unknown | null | undefined): boolean {
  return user === null || user === undefined;
}

export function sessionExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SESSION_TIMEOUT_MS);
}

export function isAuthSessionExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** Refresh a little before expiry so a request in flight never carries a token that dies on the way. */
export function shouldRefreshToken(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() - now.getTime() <= TOKEN_REFRESH_MARGIN_MS;
}
