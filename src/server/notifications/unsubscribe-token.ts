/**
 * Unsubscribe links (RFC 8058 one-click and the link in every notification e-mail): the token names a user and a
 * category and is signed with HMAC-SHA256 under a key derived from AUTH_SECRET, so it needs no sign-in, cannot be
 * guessed or altered into another user's or category's link, and needs no table. It does not expire: an
 * unsubscribe link in an old e-mail must keep working.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface UnsubscribeTarget {
  userId: string;
  category: string;
}

const keyFor = (secret: string) => createHmac('sha256', secret).update('ideaforge:unsubscribe:v1').digest();

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyFor(secret)).update(payload).digest('base64url');

export function createUnsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const payload = Buffer.from(JSON.stringify({ u: target.userId, c: target.category })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The target of a token this installation signed; null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, c } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      c?: unknown;
    };
    return typeof u === 'string' && typeof c === 'string' ? { userId: u, category: c } : null;
  } catch {
    return null;
  }
}

/** The absolute unsubscribe URL for the List-Unsubscribe header and the e-mail's link. */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  const url = new URL('/api/notifications/unsubscribe', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
