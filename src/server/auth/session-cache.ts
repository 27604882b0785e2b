/**
 * A short-lived, in-process memory of which user a credential (bearer token or session cookie) belongs to, in
 * front of better-auth's session lookup. Every API request resolves its user; through better-auth that is a
 * signed-cookie check, two queries (session, user) and its endpoint pipeline, ~2–3 ms of CPU on PGlite, paid
 * again by each of a user's rapid requests (a chat send, the session list refresh after it, the unread count).
 *
 * What keeps it safe:
 * - An entry lives `ttlMs` (5 s) at most, and a session near its end (in better-auth's refresh window) is not
 *   remembered at all.
 * - Only a plain answer is remembered: a lookup that refreshed the session (Set-Cookie to send) or found no user
 *   is asked again next time.
 * - Any request that can change who a credential belongs to (sign-in/out, account deletion, session revocation,
 *   anonymous linking, admin actions: see `changesSessions`) empties the cache before and after it runs, and a
 *   lookup that raced such a change is not stored (a generation count).
 * - Across app processes (REDIS_URL) a sign-out on one process reaches the others' caches within `ttlMs`.
 */
import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import { TOKEN_REFRESH_MARGIN_MS } from '../../domain/constants.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { SessionResolver } from './current-user.ts';

export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

type Resolved = Awaited<ReturnType<SessionResolver>>;

export interface SessionCache {
  resolve: SessionResolver;
  /** Forgets every credential (something may have changed who they belong to). */
  clear(): void;
}

export function createSessionCache(
  resolver: SessionResolver,
  options: { ttlMs?: number; now?: () => number } = {},
): SessionCache {
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { resolved: Resolved; until: number }>();
  /** Lookups under way: concurrent requests with one credential (a burst of sends) share one. */
  const inFlight = new Map<string, Promise<Resolved>>();
  let generation = 0;

  const lookUp = async (key: string, headers: Headers): Promise<Resolved> => {
    const started = generation;
    const resolved = await resolver(headers);
    // A session in (or within the TTL of) its refresh window is looked up every time, so better-auth renews it
    // on the first request there, as without the cache.
    const refreshFrom = (resolved.sessionExpiresAt?.getTime() ?? 0) - TOKEN_REFRESH_MARGIN_MS;
    const until = now() + ttlMs;
    if (resolved.user && resolved.setCookies.length === 0 && started === generation && until < refreshFrom) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { resolved, until });
    }
    return resolved;
  };

  return {
    async resolve(headers) {
      const key = `${headers.get('authorization') ?? ''}\n${getSessionCookie(headers) ?? ''}`;
      if (key === '\n') return resolver(headers);
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.resolved;
      if (hit) entries.delete(key);
      const shared = inFlight.get(key);
      // Only a plain answer is shared: one that sets cookies belongs to the request that asked.
      if (shared) {
        const resolved = await shared;
        if (resolved.setCookies.length === 0) return resolved;
      }
      const lookup = lookUp(key, headers);
      inFlight.set(key, lookup);
      try {
        return await lookup;
      } finally {
        if (inFlight.get(key) === lookup) inFlight.delete(key);
      }
    },
    clear() {
      generation += 1;
      entries.clear();
      inFlight.clear();
    },
  };
}

/** API paths whose state-changing requests may change who a credential belongs to. */
const SESSION_CHANGING_PREFIXES = [
  '/api/account',
  '/api/admin',
  '/api/profile',
  '/api/link-anonymous-account',
  '/api/me',
];

/**
 * Whether a request may change who a credential belongs to: any better-auth endpoint but the session read (its
 * OAuth callbacks are GETs that link and delete anonymous users), and any state-changing request to the account,
 * profile and admin resources.
 */
export function changesSessions(method: string, path: string): boolean {
  if (path.startsWith('/api/auth/')) return path !== '/api/auth/get-session';
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return SESSION_CHANGING_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** Empties the cache before and after every request that may change sessions (see `changesSessions`). */
export function sessionCacheInvalidation(cache: SessionCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!changesSessions(c.req.method, c.req.path)) return next();
    cache.clear();
    try {
      await next();
    } finally {
      cache.clear();
    }
  };
}
