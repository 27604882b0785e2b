import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../domain/errors.ts';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';
import { transferUserData } from './transfer-user-data.ts';

/*
 * Proof that the caller held the anonymous session (the pending-link marker, SPEC §4): while still anonymous the
 * client asks POST /api/link-anonymous-account/intent and keeps the answer ({anonymousUserId, token}) in local
 * storage before leaving for sign-up or the OAuth provider. The token is an HMAC (key derived from AUTH_SECRET)
 * over the anonymous user id and an expiry, so only someone who was signed in as that anonymous user can present
 * it; it is useless for any other id and dies after LINK_TOKEN_TTL_MS.
 */
export const LINK_TOKEN_TTL_MS = 60 * 60_000;

function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('ideaforge:link-anonymous-account').digest();
}

function sign(secret: string, anonymousUserId: string, expiresAt: number): string {
  return createHmac('sha256', linkKey(secret)).update(`${anonymousUserId}.${expiresAt}`).digest('base64url');
}

export function createLinkToken(options: { secret: string; anonymousUserId: string; now?: number }) {
  const expiresAt = (options.now ?? Date.now()) + LINK_TOKEN_TTL_MS;
  return { token: `${expiresAt}.${sign(options.secret, options.anonymousUserId, expiresAt)}`, expiresAt };
}

export function verifyLinkToken(options: {
  secret: string;
  anonymousUserId: string;
  token: string | undefined;
  now?: number;
}): boolean {
  const [expires, signature] = (options.token ?? '').split('.');
  const expiresAt = Number(expires);
  if (!signature || !Number.isSafeInteger(expiresAt) || expiresAt < (options.now ?? Date.now())) return false;
  const expected = Buffer.from(sign(options.secret, options.anonymousUserId, expiresAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Moves the anonymous user's rows to the signed-in caller and removes the anonymous user. Refused (404, so nothing
 * is revealed) unless the proof matches and the id is an anonymous user; an anonymous user already gone (better-auth
 * linked it during sign-in) is success — there is nothing left to move.
 */
export async function linkAnonymousAccount(options: {
  db: Db;
  secret: string;
  caller: { id: string; isAnonymous: boolean };
  anonymousUserId: string;
  newUserId: string;
  token: string | undefined;
}): Promise<{ moved: Record<string, number> }> {
  const { db, caller } = options;
  if (caller.id !== options.newUserId || caller.isAnonymous) throw new AppError('FORBIDDEN');
  if (
    !verifyLinkToken({
      secret: options.secret,
      anonymousUserId: options.anonymousUserId,
      token: options.token,
    })
  ) {
    throw new AppError('NOT_FOUND');
  }
  const [anonymous] = await db
    .select({ id: user.id, isAnonymous: user.isAnonymous })
    .from(user)
    .where(eq(user.id, options.anonymousUserId));
  if (!anonymous) return { moved: {} };
  if (!anonymous.isAnonymous || anonymous.id === caller.id) throw new AppError('NOT_FOUND');
  const moved = await transferUserData({ db, fromUserId: anonymous.id, toUserId: caller.id });
  await db.delete(user).where(eq(user.id, anonymous.id));
  return { moved };
}
