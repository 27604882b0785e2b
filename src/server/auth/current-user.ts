import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../domain/errors.ts';
import type { AppEnv } from '../http/request-context.ts';

import type { CurrentUser } from './current-user-type.ts';

export type { CurrentUser };

/**
 * What the session middleware needs from better-auth: the user behind a request's headers, and the Set-Cookie
 * lines better-auth wants sent when it refreshed the session on the way (so the cookie lives as long as it).
 */
export type SessionResolver = (headers: Headers) => Promise<{
  user: { id: string; email: string; name: string; isAnonymous?: boolean | null } | null;
  setCookies: string[];
  /** When the session ends (with a user). */
  sessionExpiresAt?: Date | undefined;
}>;

/** The signed-in (possibly anonymous) user, or 401 "User not authenticated". */
export function requireUser(c: Context<AppEnv>): CurrentUser {
  const user = c.get('user');
  if (!user) throw new AppError('USER_NOT_AUTHENTICATED');
  return user;
}

export function optionalUser(c: Context<AppEnv>): CurrentUser | null {
  return c.get('user') ?? null;
}

export function toCurrentUser(user: {
  id: string;
  email: string;
  name: string;
  isAnonymous?: boolean | null;
}): CurrentUser {
  const isAnonymous = Boolean(user.isAnonymous);
  // Anonymous users carry a placeholder e-mail inside better-auth; the domain says they have none.
  return { id: user.id, email: isAnonymous ? null : user.email, name: user.name, isAnonymous };
}

/**
 * Resolves the better-auth session from the session cookie or `Authorization: Bearer <token>` (bearer plugin)
 * into `c.var.user`. better-auth's own endpoints resolve sessions themselves, so they are skipped here.
 */
export function sessionMiddleware(resolver: SessionResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.path.startsWith('/api/auth/')) {
      c.set('user', null);
      return next();
    }
    const headers = c.req.raw.headers;
    let user: CurrentUser | null = null;
    let setCookies: string[] = [];
    if (headers.has('cookie') || headers.has('authorization')) {
      const resolved = await resolver(headers);
      user = resolved.user ? toCurrentUser(resolved.user) : null;
      setCookies = resolved.setCookies;
    }
    c.set('user', user);
    await next();
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
  };
}
